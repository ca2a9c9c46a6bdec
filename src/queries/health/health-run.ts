import { msg } from "@lingui/core/macro";
import { mutationOptions, onlineManager, type QueryClient } from "@tanstack/react-query";
import type { Portal } from "../../api/portal.ts";
import { ReadableError } from "../../lib/readable-error.ts";
import {
  checkLinks,
  healthKeys,
  holdFormats,
  keepHealthOf,
  type ReadFailure,
  readEveryDataset,
} from "../health-queries.ts";
import { requestLimiterOf } from "../request-limiter.ts";
import { datasetFormats, type FileLink, fileHealth, fileLinks } from "./file-health.ts";
import { type KeptHealth, NOTHING_KEPT } from "./health-store.ts";
import { type LinkOutcome, linkReport } from "./link-report.ts";

/** What a run is asked for, and how it reports back while it runs. */
export interface HealthRun {
  /** Check every file's link after reading every dataset's files. */
  readonly withLinks: boolean;
  /** Cancel, or leaving the page: the run ends with what it found until then. */
  readonly signal: AbortSignal;
  /** The page's origin: links there are asked through the portal's same-origin proxy. */
  readonly origin: string;
  readonly onProgress: (progress: RunProgress) => void;
}

export interface RunProgress {
  readonly phase: "reading" | "checking";
  readonly done: number;
  readonly total: number;
}

export interface RunOutcome {
  /** Datasets whose page could not be read. */
  readonly failures: readonly ReadFailure[];
  /**
   * Null when the run went to its end; "kept" when the reader stopped it and what it had found
   * was kept; "nothing" when it was stopped before it found anything (what was kept stays).
   */
  readonly stopped: "kept" | "nothing" | null;
}

/**
 * Reads every dataset's files and, when asked, checks every file's link; keeps what it finds
 * with its date, stopped or not, so the next visit shows it.
 */
async function runHealthWork(
  client: QueryClient,
  scopeKey: string,
  scope: readonly Portal[],
  acrossPortals: boolean,
  run: HealthRun,
): Promise<RunOutcome> {
  const { signal, onProgress } = run;
  // Offline every request would fail and every link look broken: nothing is asked.
  if (!onlineManager.isOnline()) {
    throw new ReadableError(
      msg`You are offline: reading the datasets and checking links need the network.`,
    );
  }
  const kept = (): KeptHealth =>
    client.getQueryData<KeptHealth>(healthKeys.kept(scopeKey)) ?? NOTHING_KEPT;
  const { reads, failures, of } = await readEveryDataset(client, scope, acrossPortals, {
    signal,
    onProgress: (progress) => onProgress({ phase: "reading", ...progress }),
  });
  const readWhole = !signal.aborted;
  if (reads.length > 0) {
    const formats = datasetFormats(reads);
    const files = { at: Date.now(), health: fileHealth(reads), formats, of, complete: readWhole };
    await holdFormats(client, formats).catch(() => undefined);
    await keepHealthOf(client, scopeKey, { ...kept(), files });
  }
  if (!readWhole) return { failures, stopped: reads.length > 0 ? "kept" : "nothing" };
  if (!run.withLinks) return { failures, stopped: null };

  const links = fileLinks(reads);
  const outcomes: (readonly [FileLink, LinkOutcome])[] = [];
  const at = Date.now();
  onProgress({ phase: "checking", done: 0, total: links.length });
  try {
    await checkLinks(links, {
      signal,
      origin: run.origin,
      limiter: requestLimiterOf(client),
      onOutcome: (link, outcome) => {
        outcomes.push([link, outcome]);
        onProgress({ phase: "checking", done: outcomes.length, total: links.length });
      },
    });
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  if (outcomes.length > 0) {
    const complete = outcomes.length === links.length;
    await keepHealthOf(client, scopeKey, {
      ...kept(),
      links: linkReport(at, outcomes, links.length, complete),
    });
  }
  if (!signal.aborted) return { failures, stopped: null };
  return { failures, stopped: outcomes.length > 0 ? "kept" : "nothing" };
}

export const healthMutations = {
  /** A run of the health page's work on request, for one scope (a portal's id, or "all"). */
  run: (client: QueryClient, scopeKey: string, scope: readonly Portal[], acrossPortals: boolean) =>
    mutationOptions({
      mutationKey: [...healthKeys.all(scopeKey), "run"],
      mutationFn: (run: HealthRun) => runHealthWork(client, scopeKey, scope, acrossPortals, run),
      // Offline is said at once (above), not waited out: every link would look broken.
      networkMode: "always",
      retry: false,
    }),
};
