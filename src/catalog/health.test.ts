import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { buildCatalogIndex } from "./catalog-index.ts";
import { queryCatalog } from "./catalog-query.ts";
import { isBlankDescription, listHealth } from "./health.ts";
import { holdSummaries } from "./held-summaries.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);

function dataset(
  slug: string,
  owner: string | null,
  category: string | null,
  updatedDaysAgo: number | null,
  description = "Opis",
): DatasetSummary {
  const ms = updatedDaysAgo === null ? null : NOW - updatedDaysAgo * DAY;
  return {
    slug,
    name: slug.toUpperCase(),
    description,
    ownerName: owner,
    categoryName: category,
    updated: { raw: ms === null ? "" : new Date(ms).toUTCString(), ms },
    created: { raw: "", ms: null },
  };
}

const CATALOG = [
  dataset("a", "Grad Novi Sad", "Budžet", 3),
  dataset("b", "Grad Novi Sad", "Budžet", 364),
  dataset("c", "Grad Novi Sad", "Saobraćaj", 366, ""),
  dataset("d", "Град Београд", "Budžet", 2000, "<p>&nbsp;</p>"),
  dataset("e", "Град Београд", null, null),
  dataset("f", null, "Saobraćaj", 800),
];

describe("listHealth", () => {
  const index = buildCatalogIndex(holdSummaries(CATALOG));
  const health = listHealth(index, () => "", NOW);

  it("counts fresh, stale and undated datasets apart", () => {
    expect(health.total).toBe(6);
    expect(health.recent).toBe(2);
    expect(health.stale).toBe(3);
    expect(health.unknown).toBe(1);
    expect(health.noDescription).toBe(2);
  });

  it("names the oldest, oldest first, and leaves the undated out", () => {
    expect(health.oldest.map((old) => old.slug)).toEqual(["d", "f", "c", "b", "a"]);
    expect(health.oldest[0]?.updated).toBe(NOW - 2000 * DAY);
  });

  it("groups by organization and category, largest first, with their own freshness", () => {
    expect(health.organizations.map((g) => [g.key, g.count, g.recent, g.stale, g.unknown])).toEqual(
      [
        ["Grad Novi Sad", 3, 2, 1, 0],
        ["Град Београд", 2, 0, 1, 1],
        ["", 1, 0, 1, 0],
      ],
    );
    const belgrade = health.organizations[1];
    expect(belgrade?.oldest).toBe(NOW - 2000 * DAY);
    expect(belgrade?.noDescription).toBe(1);
    expect(health.categories.map((g) => [g.key, g.count])).toEqual([
      ["Budžet", 3],
      ["Saobraćaj", 2],
      ["", 1],
    ]);
    expect(health.years.reduce((sum, year) => sum + year.count, 0)).toBe(5);
  });

  it("counts what the catalog's filters then show", () => {
    const base = { q: "", orgs: [], cats: [], sort: "updated" as const };
    const count = (query: Partial<Parameters<typeof queryCatalog>[1]>) =>
      queryCatalog(index, { ...base, updatedWithin: "", ...query }, NOW).ids.length;
    expect(count({ updatedWithin: "12m" })).toBe(health.recent);
    expect(count({ updatedWithin: "over-12m" })).toBe(health.stale);
    expect(count({ updatedWithin: "unknown" })).toBe(health.unknown);
    expect(count({ described: "none" })).toBe(health.noDescription);
    expect(count({ updatedWithin: "over-12m", orgs: ["Grad Novi Sad"] })).toBe(
      health.organizations[0]?.stale,
    );
  });

  it("tells a portal's groups apart across portals", () => {
    const across = buildCatalogIndex(holdSummaries(CATALOG), {
      of: ["x", "x", "x", "y", "y", "y"],
      portals: [
        { key: "x", label: "X" },
        { key: "y", label: "Y" },
      ],
    });
    const of = ["x", "x", "x", "y", "y", "y"];
    const both = listHealth(across, (id) => of[id] ?? "", NOW);
    expect(both.portals.map((g) => [g.key, g.count, g.recent])).toEqual([
      ["x", 3, 2],
      ["y", 3, 0],
    ]);
    expect(both.oldest[0]?.portal).toBe("y");
  });
});

describe("isBlankDescription", () => {
  it("reads markup and spaces alone as nothing", () => {
    expect(isBlankDescription("")).toBe(true);
    expect(isBlankDescription("  \n ")).toBe(true);
    expect(isBlankDescription("<p> &nbsp; </p><br/>")).toBe(true);
    expect(isBlankDescription("&#x00A0;&#160;")).toBe(true);
    expect(isBlankDescription("<p>Budžet</p>")).toBe(false);
    expect(isBlankDescription("a < b")).toBe(false);
  });
});
