import { queryOptions } from "@tanstack/react-query";

/**
 * Key tree: the watched datasets are the reader's, not a portal's, so they have a root of their own.
 *   ["watched"]
 *     ├─ ["watched", "list"]                      every watched dataset, as kept in IndexedDB
 *     └─ ["watched", "check"]
 *          └─ ["watched", "check", portal, slug]  one dataset asked for again
 */
export const watchKeys = {
  all: ["watched"] as const,
  list: () => [...watchKeys.all, "list"] as const,
  checks: () => [...watchKeys.all, "check"] as const,
  check: (portal: string, slug: string) => [...watchKeys.checks(), portal, slug] as const,
};

/**
 * The watched list. Every page's header shows its count, so this is in the first bundle; the
 * store's code (IndexedDB, the records' checks) is fetched by the read itself, after the page.
 */
export const watchListQuery = () =>
  queryOptions({
    queryKey: watchKeys.list(),
    queryFn: async () => {
      const { defaultWatchShelf, readWatched } = await import("./watch/watch-store.ts");
      return readWatched(defaultWatchShelf());
    },
    // Only this browser writes it, and every write goes through the mutations (watch-queries.ts).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
