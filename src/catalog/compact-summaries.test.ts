import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { compactSummaries } from "./compact-summaries.ts";

const summary = (slug: string, owner: string, updatedMs: number | null): DatasetSummary => ({
  slug,
  name: slug.toUpperCase(),
  description: `<p>${slug}</p>`,
  // A new string each time, as JSON.parse makes them.
  ownerName: owner.split("").join(""),
  categoryName: null,
  updated: {
    raw: updatedMs === null ? "sometime" : "Mon, 02 Mar 2026 10:00:00 GMT",
    ms: updatedMs,
  },
  created: { raw: 0, ms: null },
});

describe("compactSummaries", () => {
  it("keeps every value the engine reads, and what the portal sent for a date it could not read", () => {
    const input = [
      summary("a", "Grad Beograd", 1_772_445_600_000),
      summary("b", "Grad Beograd", null),
    ];
    const [a, b] = compactSummaries(input);
    expect(a).toEqual({ ...input[0], updated: { raw: null, ms: 1_772_445_600_000 } });
    expect(b).toEqual(input[1]);
    expect(b?.updated.raw).toBe("sometime");
    expect(a?.created.raw).toBe(0);
  });

  it("keeps one organization name for every dataset that shares it", () => {
    const [a, b] = compactSummaries([
      summary("a", "Grad Beograd", 1),
      summary("b", "Grad Beograd", 2),
    ]);
    expect(a?.ownerName).toBe("Grad Beograd");
    // Same string instance: the Map handed back the first one.
    const names = new Set([a?.ownerName, b?.ownerName]);
    expect(names.size).toBe(1);
  });
});
