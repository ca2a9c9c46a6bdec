import {
  hashKey,
  isCancelledError,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from "@tanstack/react-query";
import { NotKeptOffline } from "../api/offline-error.ts";

/**
 * What a route loader awaits. It differs from `queryClient.query` in two ways:
 * - data already in the cache is returned at once, and a stale copy is refreshed behind it: a failed
 *   refresh then becomes a notice (see query-client.ts) instead of replacing the page with an error;
 * - it resolves as soon as the query has data, which for a list still arriving is its first
 *   datasets (see dataset-queries.ts): the page shows them while the rest come;
 * - when the navigation is abandoned (`signal` aborts: the user clicked elsewhere), the request it
 *   started is cancelled rather than left to finish for nobody.
 */
export async function queryInLoader<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
  signal: AbortSignal,
): Promise<TData> {
  const cached = queryClient.getQueryData<TData>(options.queryKey);
  if (cached !== undefined) {
    void queryClient.query(options).catch(() => undefined);
    return cached;
  }
  // Offline, a query waits for the network to come back: the page would wait with it, silently.
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new NotKeptOffline();
  const cancel = () => {
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    return await firstData(queryClient, options.queryKey, queryClient.query(options));
  } catch (error) {
    // An earlier, abandoned navigation may have just cancelled the very fetch this one joined.
    if (isCancelledError(error) && !signal.aborted) return queryClient.query(options);
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

/** The query's data as soon as the cache has any, else what `fetching` settles with. */
function firstData<TData>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetching: Promise<TData>,
): Promise<TData> {
  const hash = hashKey(queryKey);
  const cache = queryClient.getQueryCache();
  return new Promise<TData>((resolve, reject) => {
    const unsubscribe = cache.subscribe(({ query }) => {
      if (query.queryHash !== hash || query.state.data === undefined) return;
      unsubscribe();
      resolve(query.state.data as TData);
    });
    fetching.then(resolve, reject).finally(unsubscribe);
  });
}
