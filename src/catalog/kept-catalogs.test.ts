import { describe, expect, it, vi } from "vitest";
import { memoryShelf } from "../test/memory-shelf.ts";
import { asSummary, holdSummaries } from "./held-summaries.ts";
import {
  createKeptCatalogs,
  KEPT_MAX_AGE_MS,
  ORPHAN_AFTER_MS,
  PIECE_SIZE,
} from "./kept-catalogs.ts";

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

const noPause = async () => undefined;

/** `count` datasets named by their place. */
function catalogOf(count: number, name = "Skup") {
  return holdSummaries(
    Array.from({ length: count }, (_, i) => ({
      slug: `s${i}`,
      name: `${name} ${i}`,
      description: i % 3 === 0 ? "" : `<p>Opis ${i}</p>`,
      ownerName: i % 2 === 0 ? "Grad" : null,
      categoryName: "Finansije",
      updated: { raw: null, ms: i },
      created: { raw: null, ms: i },
    })),
  );
}

describe("kept catalogs", () => {
  it("write a catalog in pieces, pausing before each, and read it back whole", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 7);
    const datasets = catalogOf(PIECE_SIZE * 2 + 3);
    const pause = vi.fn(noPause);
    await kept.write({ portal: "p", validators: null, datasets }, pause);
    expect(pause).toHaveBeenCalledTimes(3);
    // A head and three pieces.
    expect(shelf.records.size).toBe(4);
    const read = await kept.read("p");
    expect(read?.datasets.map(asSummary)).toEqual(datasets.map(asSummary));
    expect(read?.savedAt).toBe(7);
  });

  it("read the catalog kept before until a new one is written whole, then only the new one", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 7);
    const before = catalogOf(PIECE_SIZE + 1, "Staro");
    await kept.write({ portal: "p", validators: null, datasets: before }, noPause);
    const after = catalogOf(10, "Novo");
    let release: (() => void) | null = null;
    const writing = kept.write(
      { portal: "p", validators: null, datasets: after },
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect((await kept.read("p"))?.datasets.map(asSummary)).toEqual(before.map(asSummary));
    (release as unknown as () => void)();
    await writing;
    expect((await kept.read("p"))?.datasets.map(asSummary)).toEqual(after.map(asSummary));
    // The earlier writing's two pieces went: a head and one piece are left.
    expect(shelf.records.size).toBe(2);
  });

  it("drop a catalog whose piece is missing or damaged, with its other pieces", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 7);
    await kept.write(
      { portal: "p", validators: null, datasets: catalogOf(PIECE_SIZE + 1) },
      noPause,
    );
    const [second] = [...shelf.records.keys()].filter((key) => key.endsWith(":1"));
    shelf.records.set(second as string, { written: "another", columns: {} });
    expect(await kept.read("p")).toBeNull();
    expect(shelf.records.size).toBe(0);
  });

  it("stop a writing when they forget, and keep nothing of it", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 7);
    let pauses = 0;
    const writing = kept.write(
      { portal: "p", validators: null, datasets: catalogOf(PIECE_SIZE * 3) },
      async () => {
        pauses += 1;
        if (pauses === 2) await kept.forget();
      },
    );
    await writing;
    expect(shelf.records.size).toBe(0);
    expect(await kept.read("p")).toBeNull();
  });

  it("remove the pieces a closed tab's writing left, but not another tab's writing under way", async () => {
    const shelf = memoryShelf();
    const now = 10 * ORPHAN_AFTER_MS;
    const kept = createKeptCatalogs(shelf, () => now);
    await kept.write({ portal: "p", validators: null, datasets: catalogOf(3) }, noPause);
    const piece = { written: "", columns: {} };
    shelf.records.set(`piece:${now - ORPHAN_AFTER_MS}-left:0`, piece);
    shelf.records.set(`piece:${now - 1_000}-under-way:0`, piece);
    await kept.write({ portal: "q", validators: null, datasets: catalogOf(3) }, noPause);
    const pieces = [...shelf.records.keys()].filter((key) => key.startsWith("piece:"));
    // The one left an hour ago went; the one under way and each catalog's own piece stay.
    expect(pieces).toHaveLength(3);
    expect(pieces).toContain(`piece:${now - 1_000}-under-way:0`);
    expect(pieces).not.toContain(`piece:${now - ORPHAN_AFTER_MS}-left:0`);
    expect((await kept.read("p"))?.datasets).toHaveLength(3);
    expect((await kept.read("q"))?.datasets).toHaveLength(3);
  });

  it("drop a catalog kept in an earlier shape", async () => {
    const shelf = memoryShelf();
    const kept = createKeptCatalogs(shelf, () => 7);
    await shelf.set("catalog:p", { shape: "catalog-v3", portal: "p", savedAt: 5, columns: {} });
    expect(await kept.read("p")).toBeNull();
    expect(shelf.records.size).toBe(0);
  });

  it("keep a catalog current while its portal says it has not changed", async () => {
    const shelf = memoryShelf();
    let now = 1_000;
    const kept = createKeptCatalogs(shelf, () => now);
    await kept.write(
      {
        portal: "p",
        validators: { etag: '"v1"', lastModified: null },
        datasets: DATASETS,
      },
      noPause,
    );
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
