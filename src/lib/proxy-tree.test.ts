import { describe, expect, it } from "vitest";
import { english } from "../test/english.tsx";
import { ancestorIds, flattenTree, nodePreview, ROOT_ID, searchTree } from "./proxy-tree.ts";

const doc = { city: "Novi Sad", lines: [{ no: 1, stops: ["Liman"] }, { no: 2 }], "a/b": 1 };

describe("flattenTree", () => {
  it("lists only the root until it is expanded", () => {
    expect(flattenTree(doc, new Set()).map((row) => row.id)).toEqual([ROOT_ID]);
  });

  it("lists expanded children with levels and positions, escaping slashes in keys", () => {
    const rows = flattenTree(doc, new Set([ROOT_ID, "$/lines"]));
    expect(rows.map((row) => [row.id, row.level, row.posInSet, row.setSize])).toEqual([
      ["$", 1, 1, 1],
      ["$/city", 2, 1, 3],
      ["$/lines", 2, 2, 3],
      ["$/lines/0", 3, 1, 2],
      ["$/lines/1", 3, 2, 2],
      ["$/a~1b", 2, 3, 3],
    ]);
    expect(rows[2]?.childCount).toBe(2);
  });
});

describe("searchTree", () => {
  it("finds keys and values, not array indexes, and reports the total past the limit", () => {
    expect(searchTree(doc, "liman").matches).toEqual(["$/lines/0/stops/0"]);
    expect(searchTree(doc, "NO").matches).toEqual(["$/city", "$/lines/0/no", "$/lines/1/no"]);
    expect(searchTree(doc, "1").matches).toEqual(["$/lines/0/no", "$/a~1b"]);
    expect(searchTree(doc, "no", 1)).toEqual({ matches: ["$/city"], total: 3 });
    expect(searchTree(doc, " ")).toEqual({ matches: [], total: 0 });
  });

  it("survives a 10,000-level answer", () => {
    let deep: unknown = "bottom";
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(searchTree(deep, "bottom").total).toBe(0);
  });

  it("gives the ancestors to expand for a match", () => {
    expect(ancestorIds("$/lines/0/stops/0")).toEqual([
      "$",
      "$/lines",
      "$/lines/0",
      "$/lines/0/stops",
    ]);
    expect(ancestorIds("$")).toEqual([]);
  });
});

describe("nodePreview", () => {
  it("summarizes containers and quotes strings", () => {
    expect(nodePreview([1, 2], english)).toBe("[2 items]");
    expect(nodePreview({ a: 1 }, english)).toBe("{1 key}");
    expect(nodePreview("x", english)).toBe('"x"');
    expect(nodePreview(null, english)).toBe("null");
  });
});
