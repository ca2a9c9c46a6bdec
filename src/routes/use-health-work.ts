import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { type QueryClient, useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Portal } from "../api/portal.ts";
import { errorText } from "../components/error-text.ts";
import type { HealthWork } from "../components/health/health-work.ts";
import { readableOf } from "../lib/readable-error.ts";
import { healthMutations, type RunProgress } from "../queries/health/health-run.ts";

/** How often the progress reaches the screen: a check of thousands of links answers in bursts. */
const PROGRESS_EVERY_MS = 150;

/**
 * The health page's work on request (healthMutations.run): what it was asked, whether it runs,
 * how it ended, all the mutation's; this hook adds its Cancel (an AbortController, also used when
 * the page is left) and how far it has come, shown at most every PROGRESS_EVERY_MS.
 */
export function useHealthWork(
  client: QueryClient,
  scope: readonly Portal[],
  acrossPortals: boolean,
  scopeKey: string,
): HealthWork {
  const { i18n } = useLingui();
  const run = useMutation(healthMutations.run(client, scopeKey, scope, acrossPortals));
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = (withLinks: boolean) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    // The newest progress is shown at once at a phase's edges, else at most every
    // PROGRESS_EVERY_MS, and never left behind when answers stop coming (a portal holding them).
    let last = 0;
    let newest: RunProgress | null = null;
    let later: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      later = undefined;
      last = performance.now();
      setProgress(newest);
    };
    setProgress(null);
    run.mutate(
      {
        withLinks,
        signal: own.signal,
        origin: window.location.origin,
        onProgress: (next) => {
          newest = next;
          if (next.done === 0 || next.done === next.total) {
            clearTimeout(later);
            show();
          } else if (later === undefined) {
            later = setTimeout(show, Math.max(0, last + PROGRESS_EVERY_MS - performance.now()));
          }
        },
      },
      {
        onSettled: () => {
          clearTimeout(later);
          if (controller.current === own) controller.current = null;
        },
      },
    );
  };

  const outcome = run.data;
  const failures = useMemo(
    () =>
      (outcome?.failures ?? []).map((failure) => ({
        portal: failure.portal,
        slug: failure.slug,
        name: failure.name,
        reason: errorText(i18n, failure.error),
      })),
    [outcome, i18n],
  );
  let error: string | null = null;
  if (run.error) {
    const reason = errorText(i18n, run.error);
    // Our own words (offline) are said as they are; anything else is what stopped the figures.
    error = readableOf(run.error)
      ? reason
      : i18n._(msg`The figures could not be worked out: ${reason}`);
  }
  return {
    phase: run.isPending ? (progress?.phase ?? "reading") : "idle",
    asked: run.variables ? (run.variables.withLinks ? "links" : "files") : null,
    done: run.isPending ? (progress?.done ?? 0) : 0,
    total: run.isPending ? (progress?.total ?? 0) : 0,
    failures,
    stopped: outcome?.stopped ?? null,
    error,
    readFiles: () => start(false),
    checkLinks: () => start(true),
    cancel: () => controller.current?.abort(),
  };
}
