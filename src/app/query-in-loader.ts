import {
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
    return await queryClient.query(options);
  } catch (error) {
    // An earlier, abandoned navigation may have just cancelled the very fetch this one joined.
    if (isCancelledError(error) && !signal.aborted) return queryClient.query(options);
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}
