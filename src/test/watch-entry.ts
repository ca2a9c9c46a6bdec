import type { WatchEntry } from "../lib/watch/watch-entry.ts";

/** A watched dataset as the store and the watch file hold one: seen once, checked once since. */
export const WATCHED_BUDGET: WatchEntry = {
  portal: "novi-sad",
  slug: "budzet-2024",
  watchedAt: 1000,
  seen: {
    name: "Budžet 2024",
    description: "",
    files: [{ name: "a.csv", url: "https://x/a.csv", format: "CSV", size: 10, date: null }],
  },
  seenAt: 1000,
  latest: { state: null, checkedAt: 2000, etag: '"abc"', lastModified: null },
};
