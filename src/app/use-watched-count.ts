import { type QueryClient, QueryObserver, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "../lib/when-idle.ts";
import { watchListQuery } from "../queries/watch-keys.ts";

const UNKNOWN = () => undefined;

function watchObserver(client: QueryClient) {
  return new QueryObserver(client, watchListQuery());
}
type WatchObserver = ReturnType<typeof watchObserver>;

/**
 * How many datasets the reader watches, for the frame (the header's link, the footer's choice);
 * undefined until known. The list is read once the first page is shown and the browser is idle:
 * the store's code is a chunk of its own that must not share the line with the page's. An
 * observer rather than `useQuery`, whose chunk (shared with the pages) the first load does not
 * carry.
 */
export function useWatchedCount(): number | undefined {
  const client = useQueryClient();
  const [observer, setObserver] = useState<WatchObserver | null>(null);
  useEffect(() => whenIdle(() => setObserver(watchObserver(client))), [client]);
  const subscribe = useCallback(
    (onChange: () => void) => observer?.subscribe(onChange) ?? (() => undefined),
    [observer],
  );
  const result = useSyncExternalStore(
    subscribe,
    observer ? () => observer.getCurrentResult() : UNKNOWN,
    UNKNOWN,
  );
  return result?.data?.length;
}
