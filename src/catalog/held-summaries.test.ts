import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { asSummary, holdSummaries, packText, unpackText } from "./held-summaries.ts";

const summary = (slug: string, owner: string, updatedMs: number | null): DatasetSummary => ({
  slug,
  name: slug.toUpperCase(),
  description: `<p>Skup podataka „${slug}” sadrži zvanične podatke</p>`,
  // A new string each time, as JSON.parse makes them.
  ownerName: owner.split("").join(""),
  categoryName: null,
  updated: {
    raw: updatedMs === null ? "sometime" : "Mon, 02 Mar 2026 10:00:00 GMT",
    ms: updatedMs,
  },
  created: { raw: 0, ms: null },
});

describe("held summaries", () => {
  it("give back every value the engine shows, and what the portal sent for a date it could not read", () => {
    const input = [
      summary("a", "Grad Beograd", 1_772_445_600_000),
      summary("b", "Grad Beograd", null),
    ];
    const [a, b] = holdSummaries(input).map(asSummary);
    expect(a).toEqual({ ...input[0], updated: { raw: null, ms: 1_772_445_600_000 } });
    expect(b).toEqual(input[1]);
  });

  it("keep one organization name for every dataset that shares it", () => {
    const [a, b] = holdSummaries([
      summary("a", "Grad Beograd", 1),
      summary("b", "Grad Beograd", 2),
    ]);
    expect(new Set([a?.ownerName, b?.ownerName]).size).toBe(1);
  });

  it("pack any text into characters of one byte, and unpack it whole", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40_000 }), (text) => {
        const packed = packText(text);
        expect(/[\u0100-\uffff]/.test(packed)).toBe(false);
        expect(unpackText(packed)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
