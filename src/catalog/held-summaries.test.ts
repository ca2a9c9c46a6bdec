import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { asSummary, holdSummaries, samePacked, unpackText } from "./held-summaries.ts";

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

  it("hold any description as its UTF-8 bytes, and give it back whole", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 4_000 }), { maxLength: 40 }),
        (texts) => {
          const held = holdSummaries(
            texts.map((description, i) => ({ ...summary(`s${i}`, "o", 1), description })),
          );
          held.forEach((dataset, i) => {
            expect(unpackText(dataset.packedDescription)).toBe(texts[i]);
            expect(dataset.packedDescription.length).toBe(
              new TextEncoder().encode(texts[i]).length,
            );
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it("hold a description longer than a block whole", () => {
    const long = "ć".repeat(700_000);
    const [held] = holdSummaries([{ ...summary("a", "o", 1), description: long }]);
    expect(held && unpackText(held.packedDescription)).toBe(long);
  });

  it("compare held texts byte for byte", () => {
    const [a, b, c] = holdSummaries(
      ["Opis „jedan”", "Opis „jedan”", "Opis „dva”"].map((description, i) => ({
        ...summary(`s${i}`, "o", 1),
        description,
      })),
    );
    if (!a || !b || !c) throw new Error("three held");
    expect(samePacked(a.packedDescription, b.packedDescription)).toBe(true);
    expect(samePacked(a.packedDescription, c.packedDescription)).toBe(false);
  });
});
