// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createKeptLists, type Shelf } from "./kept-lists.ts";

function mapShelf() {
  const records = new Map<string, unknown>();
  let writes = 0;
  const shelf: Shelf = {
    get: async (key) => records.get(key),
    set: async (key, value) => {
      writes += 1;
      records.set(key, value);
    },
    keys: async () => [...records.keys()],
    del: async (key) => {
      records.delete(key);
    },
  };
  return { shelf, records, writes: () => writes };
}

const dataset = (i: number) => ({
  slug: `d${i}`,
  name: `Skup "${i}" – Ниш`,
  updated: { raw: i, ms: i },
});
const client = (lists: Record<string, unknown[]>) => ({
  buster: "v",
  timestamp: 1,
  clientState: {
    mutations: [],
    queries: [
      ...Object.entries(lists).map(([portal, datasets]) => ({
        queryKey: [portal, "datasets", "list"],
        state: { data: { datasets, validators: { etag: '"e"', lastModified: null } } },
      })),
      { queryKey: ["a", "datasets", "detail", "x"], state: { data: { objects: [], name: "x" } } },
    ],
  },
});

describe("kept catalogs", () => {
  it("keep each catalog in a record of its own and read back exactly what was saved", async () => {
    for (const size of [0, 1, 999, 1000, 1001, 2500]) {
      const { shelf, records } = mapShelf();
      const saved = client({
        a: Array.from({ length: size }, (_, i) => dataset(i)),
        b: [dataset(7)],
      });
      const kept = createKeptLists(shelf);
      const json = await kept.write(saved);
      // The main record holds no dataset, only where each catalog went.
      expect(json).not.toContain('"d0"');
      expect([...records.keys()].filter((key) => key.startsWith("list:"))).toHaveLength(2);
      expect(await createKeptLists(shelf).read(json)).toEqual(saved);
    }
  });

  it("write an unchanged catalog once, and a changed one anew, dropping the record of old ones", async () => {
    const { shelf, records, writes } = mapShelf();
    const kept = createKeptLists(shelf);
    const list = Array.from({ length: 3000 }, (_, i) => dataset(i));
    await kept.write(client({ a: list }));
    await kept.write(client({ a: list }));
    expect(writes()).toBe(1);
    // A new list (a refreshed catalog): written, and after one more save the first record goes.
    const next = [...list, dataset(3000)];
    await kept.write(client({ a: next }));
    const json = await kept.write(client({ a: next }));
    expect(writes()).toBe(2);
    expect([...records.keys()]).toHaveLength(1);
    expect(await createKeptLists(shelf).read(json)).toEqual(client({ a: next }));
  });

  it("do not write again a catalog just read back, unchanged", async () => {
    const { shelf, writes } = mapShelf();
    const json = await createKeptLists(shelf).write(client({ a: [dataset(1)] }));
    const again = createKeptLists(shelf);
    const restored = (await again.read(json)) as ReturnType<typeof client>;
    await again.write(restored);
    expect(writes()).toBe(1);
  });

  it("refuse a main record whose catalog record is gone", async () => {
    const { shelf, records } = mapShelf();
    const json = await createKeptLists(shelf).write(client({ a: [dataset(1)] }));
    records.clear();
    await expect(createKeptLists(shelf).read(json)).rejects.toThrow("a kept catalog is missing");
  });
});
