import { mutationOptions, type QueryClient } from "@tanstack/react-query";
import type { WatchEntry } from "../lib/watch/watch-entry.ts";
import { watchKey } from "../lib/watch/watch-entry.ts";
import type { DatasetSnapshot } from "../lib/watch/watch-snapshot.ts";
import {
  clearWatched,
  defaultWatchShelf,
  importWatched,
  putWatched,
  removeWatched,
} from "./watch/watch-store.ts";
import { watchKeys, watchListQuery } from "./watch-keys.ts";

export { watchKeys };

/** The store every watch operation uses (see defaultWatchShelf). */
export const watchShelf = defaultWatchShelf;

/** The kept list with one entry replaced (or added), as the cache holds it. */
export function withEntry(client: QueryClient, entry: WatchEntry) {
  client.setQueryData<WatchEntry[]>(watchKeys.list(), (list) => {
    const key = watchKey(entry);
    const rest = (list ?? []).filter((item) => watchKey(item) !== key);
    return [...rest, entry].sort((a, b) => a.watchedAt - b.watchedAt);
  });
}

export const watchQueries = {
  list: watchListQuery,
};

function settled(client: QueryClient) {
  return () => client.invalidateQueries({ queryKey: watchKeys.list() });
}

export const watchMutations = {
  /** Starts watching a dataset as the reader sees it now. */
  watch: (client: QueryClient) =>
    mutationOptions({
      mutationFn: async (input: { portal: string; slug: string; snapshot: DatasetSnapshot }) => {
        const now = Date.now();
        const entry: WatchEntry = {
          portal: input.portal,
          slug: input.slug,
          watchedAt: now,
          seen: input.snapshot,
          seenAt: now,
        };
        await putWatched(watchShelf(), [entry]);
        return entry;
      },
      onSuccess: (entry) => withEntry(client, entry),
      onSettled: settled(client),
    }),
  unwatch: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (entry: { portal: string; slug: string }) =>
        removeWatched(watchShelf(), watchKey(entry)),
      onSettled: settled(client),
    }),
  /** What the last check found becomes what the reader has seen. */
  markSeen: (client: QueryClient) =>
    mutationOptions({
      mutationFn: async (entries: readonly WatchEntry[]) => {
        const now = Date.now();
        const seen = entries.flatMap((entry) =>
          entry.latest ? [{ ...entry, seen: entry.latest.state, seenAt: now }] : [],
        );
        await putWatched(watchShelf(), seen);
        return seen;
      },
      onSuccess: (seen) => {
        for (const entry of seen) withEntry(client, entry);
      },
      onSettled: settled(client),
    }),
  /**
   * The dataset as the reader sees it now (its own page) becomes what they have seen. What the
   * last check found goes with it: the next check asks afresh, rather than show that older state
   * as a change back.
   */
  seeNow: (client: QueryClient) =>
    mutationOptions({
      mutationFn: async ({ entry, snapshot }: { entry: WatchEntry; snapshot: DatasetSnapshot }) => {
        const { latest: _, ...watched } = entry;
        const seen: WatchEntry = { ...watched, seen: snapshot, seenAt: Date.now() };
        await putWatched(watchShelf(), [seen]);
        return seen;
      },
      onSuccess: (seen) => withEntry(client, seen),
      onSettled: settled(client),
    }),
  importList: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (entries: readonly WatchEntry[]) => importWatched(watchShelf(), entries),
      onSettled: settled(client),
    }),
};

/** Part of Forget what is kept, when the reader asks for it: the page reloads after. */
export function forgetWatched(): Promise<void> {
  return clearWatched(watchShelf());
}
