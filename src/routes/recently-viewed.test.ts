import { describe, expect, it } from "vitest";
import { testPortals } from "../test/test-portals.ts";
import {
  clearRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recentPortal,
  recordRecentlyViewed,
} from "./recently-viewed.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("recently viewed datasets", () => {
  it("puts the latest visit first, without duplicates, and keeps at most the maximum", () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i += 1)
      recordRecentlyViewed({ portal: "p", slug: `d${i}`, name: `D ${i}` }, i, storage);
    recordRecentlyViewed({ portal: "p", slug: "d5", name: "D 5" }, 100, storage);
    const items = readRecentlyViewed(storage);
    expect(items).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(items[0]).toEqual({ portal: "p", slug: "d5", name: "D 5", viewedAt: 100 });
    expect(items.filter((item) => item.slug === "d5")).toHaveLength(1);
    expect(items[1]?.slug).toBe("d11");
  });

  it("survives corrupted storage and ignores malformed entries", () => {
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: "{not json" }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: '{"a":1}' }))).toEqual([]);
    const mixed = JSON.stringify([null, 3, { slug: "" }, { slug: "ok", name: "Ok", viewedAt: 1 }]);
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: mixed }))).toEqual([
      { portal: "", slug: "ok", name: "Ok", viewedAt: 1 },
    ]);
  });

  it("works when storage throws or is missing", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readRecentlyViewed(throwing)).toEqual([]);
    expect(recordRecentlyViewed({ portal: "p", slug: "a", name: "A" }, 1, throwing)).toHaveLength(
      1,
    );
    expect(() => clearRecentlyViewed(throwing)).not.toThrow();
    expect(readRecentlyViewed(null)).toEqual([]);
  });

  it("keeps the same slug of two portals as two datasets", () => {
    const storage = memoryStorage();
    recordRecentlyViewed({ portal: "city", slug: "budget", name: "City budget" }, 1, storage);
    recordRecentlyViewed({ portal: "state", slug: "budget", name: "State budget" }, 2, storage);
    recordRecentlyViewed({ portal: "city", slug: "budget", name: "City budget" }, 3, storage);
    expect(readRecentlyViewed(storage).map((item) => `${item.portal}:${item.name}`)).toEqual([
      "city:City budget",
      "state:State budget",
    ]);
  });

  it("clears", () => {
    const storage = memoryStorage();
    recordRecentlyViewed({ portal: "p", slug: "a", name: "A" }, 1, storage);
    clearRecentlyViewed(storage);
    expect(readRecentlyViewed(storage)).toEqual([]);
  });

  it("finds an entry's portal: by its id, the first for one kept before portals had ids", () => {
    const portals = testPortals([
      { id: "city", name: "City", api: "/city/api" },
      { id: "state", name: "State", api: "/state/api" },
    ]);
    expect(recentPortal(portals, { portal: "state" })?.id).toBe("state");
    expect(recentPortal(portals, { portal: "" })?.id).toBe("city");
    expect(recentPortal(portals, { portal: "gone" })).toBeNull();
  });
});
