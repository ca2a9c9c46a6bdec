import { describe, expect, it } from "vitest";
import type { WatchEntry } from "../../lib/watch/watch-entry.ts";
import { WATCHED_BUDGET } from "../../test/watch-entry.ts";
import { memoryShelf } from "../browser-shelf.ts";
import { importWatched, putWatched, readWatched } from "./watch-store.ts";

const entry = WATCHED_BUDGET;

describe("importing into the kept list", () => {
  it("merges without losing anything: new datasets added, known ones keep the newest look", async () => {
    const shelf = memoryShelf<WatchEntry>();
    const { latest: _, ...unchecked } = entry;
    await putWatched(shelf, [entry, { ...unchecked, portal: "srbija" }]);
    const newer: WatchEntry = {
      ...unchecked,
      watchedAt: 5000,
      seenAt: 3000,
      seen: { name: "Renamed", description: "", files: [] },
    };
    const third: WatchEntry = { ...entry, slug: "third" };
    expect(await importWatched(shelf, [newer, third])).toEqual({ added: 1, merged: 1 });
    const kept = await readWatched(shelf);
    expect(kept).toHaveLength(3);
    const merged = kept.find((item) => item.portal === "novi-sad" && item.slug === "budzet-2024");
    // The earlier watch date and the kept check stay; the newer look replaces the older one.
    expect(merged).toEqual({ ...entry, seen: newer.seen, seenAt: 3000 });
  });

  it("leaves out records it cannot read instead of failing", async () => {
    const shelf = memoryShelf<WatchEntry>();
    await putWatched(shelf, [entry]);
    await shelf.setMany([["broken", { ...entry, slug: "" }]]);
    expect(await readWatched(shelf)).toEqual([entry]);
  });
});
