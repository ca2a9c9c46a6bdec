import { hashKey, keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { connectCatalogEngine } from "../catalog/connect.ts";
import type {
  CatalogEngineCalls,
  CatalogHandle,
  ResultsPage,
  ResultsQuery,
} from "../catalog/types.ts";
import { type CatalogState, effectiveSort } from "../lib/url-state.ts";
import { isListKey } from "./dataset-keys.ts";

const PAGE_SIZE = 25;

/** The engine's question for a URL state (the loader asks the same one before the page shows). */
export function resultsQueryOf(
  state: CatalogState,
  acrossPortals: boolean,
  now: number,
): ResultsQuery {
  return { ...state, sort: effectiveSort(state), pageSize: PAGE_SIZE, acrossPortals, now };
}

const engines = new WeakMap<QueryClient, CatalogEngineCalls>();
/** The kept health records already handed to a client's engine (by scope key). */
const formatsHeld = new WeakMap<QueryClient, Set<string>>();

/**
 * Hands the engine the files' formats the health page kept (for these portals, and across
 * portals), once a visit: the catalog's format filter answers from them.
 */
async function holdKeptFormats(
  client: QueryClient,
  scope: readonly Portal[],
  acrossPortals: boolean,
): Promise<void> {
  const held = formatsHeld.get(client) ?? new Set<string>();
  formatsHeld.set(client, held);
  const keys = [...(acrossPortals ? ["all"] : []), ...scope.map((portal) => portal.id)];
  // Its own chunk: only a format filter needs it, and a first visit's catalog never does.
  const { formatsByPortal, healthShelf, readKeptHealth } = await import("./health/health-store.ts");
  for (const key of keys) {
    if (held.has(key)) continue;
    held.add(key);
    const kept = await readKeptHealth(healthShelf(), key);
    for (const [portal, entries] of formatsByPortal(kept.files?.formats ?? [])) {
      await catalogEngineOf(client).holdFormats(portal, entries);
    }
  }
}

/**
 * The catalog engine of a query client: one per client (the app has one; each page test its own),
 * started with the client's first catalog question, or at start (main.tsx) so its code loads
 * beside the first list instead of after it.
 */
export function catalogEngineOf(queryClient: QueryClient): CatalogEngineCalls {
  let engine = engines.get(queryClient);
  if (!engine) {
    let stopReleasing: () => void = () => undefined;
    // A worker that stops takes its catalogs with it: the next question starts another, and the
    // lists shown are read again into it (from the portal: what they were kept from is gone too).
    engine = connectCatalogEngine(() => {
      stopReleasing();
      engines.delete(queryClient);
      void queryClient.resetQueries({
        predicate: (query) => isListKey(query.queryKey),
      });
    });
    engines.set(queryClient, engine);
    // A list the cache lets go (no page has shown it for its gcTime, five minutes) takes its
    // catalog out of the engine with it: a reader who goes through many portals does not keep
    // them all in memory. The next page of that portal reads its list again.
    const held = engine;
    stopReleasing = queryClient.getQueryCache().subscribe(({ type, query }) => {
      const portal = query.queryKey[0];
      if (type === "removed" && isListKey(query.queryKey) && typeof portal === "string") {
        held.release(portal).catch(() => undefined);
      }
    });
  }
  return engine;
}

/**
 * The versions of the catalogs a question is about, as one key part: a new version of any (its
 * first datasets, the whole list, a refresh that changed it) is a new question.
 */
export function versionsOf(handles: readonly (CatalogHandle | undefined)[]): string {
  return handles.map((handle) => (handle ? `${handle.portal}@${handle.version}` : "-")).join(" ");
}

/**
 * Key tree, beside datasetKeys (dataset-queries.ts): answers of the engine, by the portals they
 * are about ("all" across portals) and those catalogs' versions.
 *   [portalId | "all", "catalog", versions]
 *     ├─ [..., "results", query]        a page of results with its facet counts and changes
 *     ├─ [..., "summary", slug]         one dataset's summary (organization, category)
 *     └─ [..., "health", now]           what the lists tell of the portals' health
 */
const catalogKeys = {
  answers: (scope: readonly Portal[], versions: string, across = false) =>
    [across ? "all" : (scope[0]?.id ?? ""), "catalog", versions] as const,
};

/** The moment "updated within" counts back from: a minute's start, so loader and page agree. */
export function catalogNow(): number {
  return Math.floor(Date.now() / 60_000) * 60_000;
}

export const catalogQueries = {
  results: (scope: readonly Portal[], versions: string, query: ResultsQuery) =>
    queryOptions({
      queryKey: [
        ...catalogKeys.answers(scope, versions, query.acrossPortals),
        "results",
        query,
      ] as const,
      queryFn: async ({ client }) => {
        if (query.formats.length > 0) await holdKeptFormats(client, scope, query.acrossPortals);
        return catalogEngineOf(client).results(scope, query);
      },
      // An answer holds for its versions: a new catalog is a new key.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 60_000,
      // The last results stay on screen while the next ones are worked out.
      placeholderData: keepPreviousData,
      // The engine is in this page: there is no network to wait for.
      networkMode: "always",
    }),
  /** What the catalogs' lists tell of their portals' health, worked out by the engine. */
  health: (scope: readonly Portal[], versions: string, acrossPortals: boolean, now: number) =>
    queryOptions({
      queryKey: [...catalogKeys.answers(scope, versions, acrossPortals), "health", now] as const,
      queryFn: ({ client }) => catalogEngineOf(client).health(scope, acrossPortals, now),
      enabled: scope.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 60_000,
      placeholderData: keepPreviousData,
      networkMode: "always",
    }),
  summary: (portal: Portal, handle: CatalogHandle | undefined, slug: string) =>
    queryOptions({
      queryKey: [...catalogKeys.answers([portal], versionsOf([handle])), "summary", slug] as const,
      queryFn: ({ client }) => catalogEngineOf(client).summary(portal.id, slug),
      enabled: handle !== undefined,
      staleTime: Number.POSITIVE_INFINITY,
      networkMode: "always",
    }),
};

/**
 * The newest answer to this very question from an earlier version of these catalogs (the first
 * datasets of a list, say, before the whole of it): what a page that mounts as a new version
 * comes in shows until that version's answer is there, as keepPreviousData does once it has one.
 */
export function earlierAnswer(
  client: QueryClient,
  scope: readonly Portal[],
  query: ResultsQuery,
): ResultsPage | undefined {
  const [scopeKey] = catalogKeys.answers(scope, "", query.acrossPortals);
  // Compared as TanStack compares keys: the same question whatever its fields' order.
  const question = hashKey([query]);
  let newest: { at: number; data: ResultsPage } | undefined;
  for (const cached of client.getQueryCache().findAll({ queryKey: [scopeKey, "catalog"] })) {
    const [, , , kind, asked] = cached.queryKey;
    const data = cached.state.data as ResultsPage | undefined;
    if (kind !== "results" || data === undefined || hashKey([asked]) !== question) continue;
    if (!newest || cached.state.dataUpdatedAt > newest.at) {
      newest = { at: cached.state.dataUpdatedAt, data };
    }
  }
  return newest?.data;
}
