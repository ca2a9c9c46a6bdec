import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { fetchDatasetDetail } from "../api/dataset-detail.ts";
import { checkLink, type LinkAnswer } from "../api/link-check.ts";
import type { Portal } from "../api/portal.ts";
import type { Limiter } from "../lib/limiter.ts";
import { EMPTY_FILTERS } from "../lib/url-state.ts";
import { catalogEngineOf, resultsQueryOf } from "./catalog-queries.ts";
import type { DatasetRead, FileLink } from "./health/file-health.ts";
import {
  type DatasetFormats,
  formatsByPortal,
  healthShelf,
  type KeptHealth,
  keepHealth,
  readKeptHealth,
} from "./health/health-store.ts";
import { isFine, type LinkOutcome } from "./health/link-report.ts";
import { requestLimiterOf } from "./request-limiter.ts";

/**
 * Key tree: the health page's work, by scope (a portal's id, or "all" across portals).
 *   ["health", scope]
 *     ├─ ["health", scope, "kept"]   what its runs found, as kept in IndexedDB (a query)
 *     └─ ["health", scope, "run"]    a run reading every dataset and checking links (a mutation)
 */
export const healthKeys = {
  all: (scope: string) => ["health", scope] as const,
  kept: (scope: string) => [...healthKeys.all(scope), "kept"] as const,
};

export const healthQueries = {
  kept: (scope: string) =>
    queryOptions({
      queryKey: healthKeys.kept(scope),
      queryFn: () => readKeptHealth(healthShelf(), scope),
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: "always",
    }),
};

/**
 * Hands the catalog engine each dataset's formats, so the catalog can filter by them; its answers
 * about those portals are asked again (a catalog on screen then offers the formats at once).
 */
export async function holdFormats(client: QueryClient, formats: DatasetFormats): Promise<void> {
  const engine = catalogEngineOf(client);
  const byPortal = formatsByPortal(formats);
  await Promise.all([...byPortal].map(([portal, entries]) => engine.holdFormats(portal, entries)));
  for (const scope of [...byPortal.keys(), "all"]) {
    await client.invalidateQueries({ queryKey: [scope, "catalog"] });
  }
}

/** Keeps what the page worked out, in the browser and in the cache the page reads. */
export async function keepHealthOf(client: QueryClient, scope: string, value: KeptHealth) {
  client.setQueryData(healthKeys.kept(scope), value);
  await keepHealth(healthShelf(), scope, value).catch(() => undefined);
}

export interface Progress {
  readonly done: number;
  readonly total: number;
}

export interface ReadFailure {
  readonly portal: string;
  readonly slug: string;
  readonly name: string;
  readonly error: unknown;
}

/** What a reading of every dataset found: all of them, or those read before it was stopped. */
export interface Reading {
  readonly reads: DatasetRead[];
  readonly failures: ReadFailure[];
  /** The datasets it set out to read. */
  readonly of: number;
}

/**
 * Every dataset's detail in the catalogs the engine holds for `scope` (in the app's line of
 * requests), with the organization each has in the list. Stopped by `signal`, it ends with what
 * it read until then, neither thrown away nor counted as failures.
 */
export async function readEveryDataset(
  client: QueryClient,
  scope: readonly Portal[],
  acrossPortals: boolean,
  options: { signal: AbortSignal; onProgress: (progress: Progress) => void },
): Promise<Reading> {
  const { signal, onProgress } = options;
  const rows = await catalogEngineOf(client).matchingDatasets(
    scope,
    resultsQueryOf({ ...EMPTY_FILTERS, sort: "name" }, acrossPortals, Date.now()),
  );
  const byId = new Map(scope.map((portal) => [portal.id, portal]));
  const limiter = requestLimiterOf(client);
  const reads: (DatasetRead | null)[] = Array.from({ length: rows.length }, () => null);
  const failures: ReadFailure[] = [];
  let done = 0;
  onProgress({ done, total: rows.length });
  await Promise.all(
    rows.map(async (row, i) => {
      const portal = byId.get(row.portal) ?? scope[0];
      const { slug, name, ownerName } = row;
      if (!portal) return;
      try {
        const detail = await limiter.run(signal, () => fetchDatasetDetail(portal, slug, signal));
        reads[i] = { portal: portal.id, slug, name: name || slug, org: ownerName ?? "", detail };
      } catch (error) {
        if (signal.aborted) return;
        failures.push({ portal: portal.id, slug, name: name || slug, error });
      }
      done += 1;
      onProgress({ done, total: rows.length });
    }),
  );
  return { reads: reads.filter((read) => read !== null), failures, of: rows.length };
}

function hostOf(url: string, origin: string): string {
  try {
    return new URL(url, origin).host;
  } catch {
    return "";
  }
}

function outcomeOf(answer: LinkAnswer, sameOrigin: boolean, host: string): LinkOutcome {
  if (answer.kind === "status") {
    return isFine(answer.status)
      ? { kind: "ok" }
      : { kind: "broken", problem: "status", status: answer.status };
  }
  if (answer.kind === "timeout") return { kind: "broken", problem: "timeout", status: null };
  // Same-origin, the proxy always answers: no answer at all is a failure of the file's own.
  if (sameOrigin) return { kind: "broken", problem: "no-answer", status: null };
  return { kind: "skipped", reason: "unreadable-host", host };
}

/**
 * Asks for every file (see checkLink), in the line `limiter` keeps. Links this page reaches through
 * the portal's proxy (or on its own host) are all asked; on another host the first link tells
 * whether the host lets this page read its answers: if it does, the rest are asked too, if not
 * (or it stays silent) they are counted as not checked, with the reason.
 */
export async function checkLinks(
  links: readonly FileLink[],
  options: {
    signal: AbortSignal;
    origin: string;
    /** The app's one line of requests (requestLimiterOf). */
    limiter: Limiter;
    onOutcome: (link: FileLink, outcome: LinkOutcome) => void;
    check?: typeof checkLink;
  },
): Promise<void> {
  const { signal, origin, limiter, onOutcome, check = checkLink } = options;
  const local: FileLink[] = [];
  const elsewhere = new Map<string, FileLink[]>();
  const ownHost = new URL(origin).host;
  for (const link of links) {
    if (link.fetchUrl === null) {
      onOutcome(link, { kind: "skipped", reason: "no-link", host: "" });
      continue;
    }
    const host = hostOf(link.fetchUrl, origin);
    const hostLinks = elsewhere.get(host);
    if (host === ownHost) local.push(link);
    else if (hostLinks) hostLinks.push(link);
    else elsewhere.set(host, [link]);
  }
  const ask = async (link: FileLink, sameOrigin: boolean, host: string) => {
    const answer = await limiter.run(signal, () => check(link.fetchUrl ?? "", signal));
    const outcome = outcomeOf(answer, sameOrigin, host);
    onOutcome(link, outcome);
    return outcome;
  };
  const hosts = [...elsewhere].map(async ([host, hostLinks]) => {
    const [first, ...rest] = hostLinks;
    if (!first) return;
    const outcome = await ask(first, false, host);
    if (
      outcome.kind === "skipped" ||
      (outcome.kind === "broken" && outcome.problem === "timeout")
    ) {
      const reason = outcome.kind === "skipped" ? "unreadable-host" : "silent-host";
      for (const link of rest) onOutcome(link, { kind: "skipped", reason, host });
      return;
    }
    await Promise.all(rest.map((link) => ask(link, false, host)));
  });
  await Promise.all([...local.map((link) => ask(link, true, "")), ...hosts]);
}
