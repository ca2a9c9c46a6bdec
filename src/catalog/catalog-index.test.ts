import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { buildCatalogIndex } from "./catalog-index.ts";
import { holdSummaries } from "./held-summaries.ts";

/** A dataset updated and created at the given moments (null: the portal gave no date). */
function dataset(id: number, updated: number | null, created: number | null): DatasetSummary {
  return {
    slug: `d-${id}`,
    name: `Dataset ${id}`,
    description: "",
    ownerName: null,
    categoryName: null,
    updated: { raw: updated, ms: updated },
    created: { raw: created, ms: created },
  };
}

/** Newest first, undated last, equal dates in catalog order: the order the index must give. */
function expected(dates: readonly (number | null)[]): number[] {
  const key = (id: number) => dates[id] ?? Number.NEGATIVE_INFINITY;
  return dates.map((_, id) => id).sort((a, b) => key(b) - key(a) || a - b);
}

describe("catalog index date orders", () => {
  it("sorts newest first, undated last, and equal dates by their place in the catalog", () => {
    // A pseudo-random catalog: many equal dates, undated ones, dates before 1970 and far apart.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const pick = () => {
      const kind = next() % 10;
      if (kind === 0) return null;
      if (kind === 1) return -(next() % 50) * 86_400_000;
      if (kind === 2) return (next() % 3) * 1_000_000_000_000 + (next() % 1000);
      return 1_700_000_000_000 + (next() % 40) * 86_400_000 + (next() % 3);
    };
    const updated = Array.from({ length: 3000 }, pick);
    const created = Array.from({ length: 3000 }, pick);
    const index = buildCatalogIndex(
      holdSummaries(updated.map((date, id) => dataset(id, date, created[id] ?? null))),
    );

    expect(Array.from(index.order("updated"))).toEqual(expected(updated));
    expect(Array.from(index.order("created"))).toEqual(expected(created));
  });

  it("keeps the catalog's order where no dataset is dated, or all share one date", () => {
    const undated = buildCatalogIndex(
      holdSummaries([dataset(0, null, 5), dataset(1, null, 5), dataset(2, null, 5)]),
    );
    expect(Array.from(undated.order("updated"))).toEqual([0, 1, 2]);
    expect(Array.from(undated.order("created"))).toEqual([0, 1, 2]);
  });
});
