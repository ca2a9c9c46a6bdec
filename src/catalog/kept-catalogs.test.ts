import { describe, expect, it } from "vitest";
import { memoryShelf } from "../test/memory-shelf.ts";
import { asSummary, holdSummaries } from "./held-summaries.ts";
import { createKeptCatalogs, KEPT_MAX_AGE_MS } from "./kept-catalogs.ts";

const DATASETS = holdSummaries([
  {
    slug: "budzet",
    name: "Budžet",
    description: "<p>Opis</p>",
    ownerName: "Grad",
    categoryName: null,
    updated: { raw: null, ms: 1 },
    created: { raw: "sometime", ms: null },
  },
]);

describe("kept catalogs", () => {
  it("keep a catalog current while its portal says it has not changed", async () => {
    const shelf = memoryShelf();
    let now = 1_000;
    const kept = createKeptCatalogs(shelf, () => now);
    await kept.write({
      portal: "p",
      validators: { etag: '"v1"', lastModified: null },
      datasets: DATASETS,
    });
    now += KEPT_MAX_AGE_MS - 1;
    await kept.touch("p");
    now += KEPT_MAX_AGE_MS - 1;
    const read = await kept.read("p");
    // Without the touch it would be older than KEPT_MAX_AGE_MS, and dropped.
    expect(read?.savedAt).toBe(1_000 + KEPT_MAX_AGE_MS - 1);
    expect(read?.datasets.map(asSummary)).toEqual(DATASETS.map(asSummary));
    expect(read?.validators).toEqual({ etag: '"v1"', lastModified: null });
  });

  it("touch nothing that is not a catalog they wrote", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 5);
    await kept.touch("missing");
    await shelf.set("catalog:junk", { shape: "catalog-v1", portal: "junk", savedAt: 1 });
    await kept.touch("junk");
    expect(shelf.records.has("catalog:missing")).toBe(false);
    expect(shelf.records.get("catalog:junk")).toMatchObject({ savedAt: 1 });
    expect(await kept.read("junk")).toBeNull();
    expect(shelf.records.has("catalog:junk")).toBe(false);
  });
});
