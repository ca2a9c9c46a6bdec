import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DatasetSummary, PortalDate } from "../api/types.ts";
import { type CatalogColumns, fromColumns, toColumns } from "./catalog-columns.ts";
import { asSummary, holdSummaries } from "./held-summaries.ts";

const date: fc.Arbitrary<PortalDate> = fc.oneof(
  fc.record({ raw: fc.constant("Mon, 02 Mar 2026 10:00:00 GMT"), ms: fc.integer({ min: 0 }) }),
  fc.record({ raw: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), ms: fc.constant(null) }),
);
const text = fc.string({ unit: "grapheme", maxLength: 60 });
const summary: fc.Arbitrary<DatasetSummary> = fc.record({
  slug: text,
  name: text,
  description: fc.string({ unit: "grapheme", maxLength: 400 }),
  ownerName: fc.option(fc.constantFrom("Grad Novi Sad", "Град Београд", ""), { nil: null }),
  categoryName: fc.option(text, { nil: null }),
  updated: date,
  created: date,
});

describe("catalog columns", () => {
  it("give back every held dataset as it was", () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 30 }), (datasets) => {
        const held = holdSummaries(datasets);
        const back = fromColumns(structuredClone(toColumns(held)));
        expect(back?.map(asSummary)).toEqual(held.map(asSummary));
      }),
      { numRuns: 200 },
    );
  });

  it("refuse columns that do not fit together", () => {
    const columns = toColumns(
      holdSummaries([
        {
          slug: "a",
          name: "A",
          description: "opis",
          ownerName: null,
          categoryName: null,
          updated: { raw: null, ms: 1 },
          created: { raw: null, ms: 1 },
        },
      ]),
    );
    const broken: CatalogColumns[] = [
      { ...columns, size: 2 },
      { ...columns, texts: `${columns.texts}x` },
      { ...columns, texts: "" },
      { ...columns, descriptions: new Uint8Array(0) },
    ];
    for (const damaged of broken) expect(fromColumns(damaged)).toBeNull();
  });
});
