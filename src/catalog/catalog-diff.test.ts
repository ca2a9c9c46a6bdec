import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { countChanges, diffCatalogs, NO_CHANGES } from "./catalog-diff.ts";
import { type HeldSummary, holdSummaries } from "./held-summaries.ts";

function dataset(slug: string, extra: Partial<DatasetSummary> = {}): HeldSummary {
  const [held] = holdSummaries([
    {
      slug,
      name: `Dataset ${slug}`,
      description: "",
      ownerName: "City",
      categoryName: "Budget",
      updated: { raw: 1, ms: 1000 },
      created: { raw: 1, ms: 1000 },
      ...extra,
    },
  ]);
  return held as HeldSummary;
}

describe("what changed since the last visit", () => {
  it("finds new, changed and removed datasets by slug", () => {
    const before = [dataset("a"), dataset("b"), dataset("c"), dataset("d")];
    const now = [
      dataset("a"),
      dataset("b", { updated: { raw: 2, ms: 2000 } }),
      dataset("d", { name: "Renamed without a new date" }),
      dataset("e"),
    ];
    const changes = diffCatalogs(before, now);
    expect([...changes.added]).toEqual(["e"]);
    expect([...changes.changed]).toEqual(["b", "d"]);
    expect(changes.removed.map((d) => d.slug)).toEqual(["c"]);
    expect(countChanges(changes)).toBe(4);
  });

  it("sees content changes a portal did not date: description, organization, category", () => {
    const before = [dataset("a"), dataset("b"), dataset("c")];
    const now = [
      dataset("a", { description: "new text" }),
      dataset("b", { ownerName: null }),
      dataset("c", { categoryName: "Transport" }),
    ];
    expect([...diffCatalogs(before, now).changed]).toEqual(["a", "b", "c"]);
  });

  it("is empty for the same catalog, and for an equal one read again", () => {
    const list = [dataset("a"), dataset("b")];
    expect(diffCatalogs(list, list)).toBe(NO_CHANGES);
    expect(countChanges(diffCatalogs(list, [dataset("a"), dataset("b")]))).toBe(0);
  });

  it("ignores datasets without a slug, which cannot be told apart", () => {
    expect(countChanges(diffCatalogs([dataset("")], [dataset(""), dataset("")]))).toBe(0);
  });
});
