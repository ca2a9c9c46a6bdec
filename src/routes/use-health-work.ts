import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { taskAt } from "../api/next-task.ts";
import type { Portal } from "../api/portal.ts";
import { errorText } from "../components/error-text.ts";
import type { HealthWork } from "../components/health/health-work.ts";
import {
  datasetFormats,
  type FileLink,
  fileHealth,
  fileLinks,
} from "../queries/health/file-health.ts";
import type { KeptHealth } from "../queries/health/health-store.ts";
import { NOTHING_KEPT } from "../queries/health/health-store.ts";
import { type LinkOutcome, linkReport } from "../queries/health/link-report.ts";
import {
  checkLinks,
  healthKeys,
  holdFormats,
  keepHealthOf,
  readEveryDataset,
} from "../queries/health-queries.ts";
import { requestLimiterOf } from "../queries/request-limiter.ts";

const IDLE: Run = { phase: "idle", asked: null, done: 0, total: 0 };

/** How often the progress reaches the screen: a check of thousands of links answers in bursts. */
const PROGRESS_EVERY_MS = 150;

interface Run {
  readonly phase: HealthWork["phase"];
  readonly asked: HealthWork["asked"];
  readonly done: number;
  readonly total: number;
}

/**
 * Reads every dataset's files and checks their links when the reader asks, one run at a time,
 * stopped by Cancel (or by leaving the page). What a run finds is kept with its date.
 */
export function useHealthWork(
  client: QueryClient,
  scope: readonly Portal[],
  acrossPortals: boolean,
  scopeKey: string,
): HealthWork {
  const { i18n } = useLingui();
  const [run, setRun] = useState<Run>(IDLE);
  const [failures, setFailures] = useState<HealthWork["failures"]>([]);
  const [stopped, setStopped] = useState(false);
  // What the last run was asked for: its progress and notes show there, after it ends too.
  const [lastAsked, setLastAsked] = useState<HealthWork["asked"]>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const kept = (): KeptHealth =>
    client.getQueryData<KeptHealth>(healthKeys.kept(scopeKey)) ?? NOTHING_KEPT;

  const start = async (withLinks: boolean) => {
    setLastAsked(withLinks ? "links" : "files");
    // Offline every request would fail and every link look broken: nothing is asked.
    if (!navigator.onLine) {
      setStopped(false);
      setError(
        i18n._(msg`You are offline: reading the datasets and checking links need the network.`),
      );
      return;
    }
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const { signal } = own;
    setStopped(false);
    setError(null);
    let last = 0;
    const show = (next: Run, now = false) => {
      const time = performance.now();
      if (!now && time - last < PROGRESS_EVERY_MS) return;
      last = time;
      setRun(next);
    };
    const asked = withLinks ? "links" : "files";
    show({ phase: "reading", asked, done: 0, total: 0 }, true);
    try {
      const { reads, failures: failed } = await readEveryDataset(client, scope, acrossPortals, {
        signal,
        onProgress: ({ done, total }) =>
          show({ phase: "reading", asked, done, total }, done === 0 || done === total),
      });
      setFailures(
        failed.map((failure) => ({
          portal: failure.portal,
          slug: failure.slug,
          name: failure.name,
          reason: errorText(i18n, failure.error),
        })),
      );
      // The last answers' work is done: the counting gets a task of its own.
      await taskAt("user-visible");
      const files = { at: Date.now(), health: fileHealth(reads), formats: datasetFormats(reads) };
      await holdFormats(client, files.formats).catch(() => undefined);
      await keepHealthOf(client, scopeKey, { ...kept(), files });
      if (!withLinks) return;
      const links = fileLinks(reads);
      const outcomes: (readonly [FileLink, LinkOutcome])[] = [];
      const at = Date.now();
      show({ phase: "checking", asked, done: 0, total: links.length }, true);
      try {
        await checkLinks(links, {
          signal,
          origin: window.location.origin,
          limiter: requestLimiterOf(client),
          onOutcome: (link, outcome) => {
            outcomes.push([link, outcome]);
            show(
              { phase: "checking", asked, done: outcomes.length, total: links.length },
              outcomes.length === links.length,
            );
          },
        });
      } finally {
        // Stopped or not, what was found so far is kept and shown.
        const complete = outcomes.length === links.length;
        const report = linkReport(at, outcomes, links.length, complete);
        await keepHealthOf(client, scopeKey, { ...kept(), links: report });
      }
    } catch (cause) {
      if (signal.aborted) setStopped(true);
      else {
        const reason = errorText(i18n, cause);
        setError(i18n._(msg`The figures could not be worked out: ${reason}`));
      }
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setRun(IDLE);
      }
    }
  };

  return {
    ...run,
    asked: lastAsked,
    failures,
    stopped,
    error,
    readFiles: () => void start(false),
    checkLinks: () => void start(true),
    cancel: () => controller.current?.abort(),
  };
}
