import { describe, expect, it } from "vitest";
import { profileRows, TableProfiler } from "./column-profile.ts";

describe("column profiles", () => {
  const rows = [
    { amount: 10, when: "2024-03-01", name: "Liman", mixed: 1, none: null, nested: { a: 1 } },
    { amount: -2.5, when: "2023-12-31T10:00:00Z", name: "Centar", mixed: "x", none: "" },
    {
      amount: null,
      when: "2025-01-01",
      name: "Liman",
      mixed: 2,
      none: undefined,
      nested: { a: 1 },
    },
    { amount: 30, when: null, name: "", mixed: true },
  ];
  const keys = ["amount", "when", "name", "mixed", "none", "nested"];
  const byKey = Object.fromEntries(profileRows(rows, keys).map((p) => [p.key, p]));

  it("gives numbers their min, max and mean and counts empty cells", () => {
    expect(byKey.amount).toMatchObject({
      type: "number",
      count: 4,
      empty: 1,
      distinct: 3,
      min: -2.5,
      max: 30,
      mean: 37.5 / 3,
    });
  });

  it("gives dates their first and last, as written", () => {
    expect(byKey.when).toMatchObject({
      type: "date",
      empty: 1,
      min: "2023-12-31T10:00:00Z",
      max: "2025-01-01",
      mean: null,
    });
  });

  it("ranks the top values of text and calls disagreeing columns mixed", () => {
    expect(byKey.name?.top[0]).toEqual({ value: "Liman", count: 2 });
    expect(byKey.name).toMatchObject({ type: "text", empty: 1, distinct: 2, min: null });
    expect(byKey.mixed?.type).toBe("mixed");
    expect(byKey.none).toMatchObject({ type: "empty", empty: 4, distinct: 0, top: [] });
    expect(byKey.nested).toMatchObject({ type: "text", distinct: 1, empty: 2 });
  });

  it("gives the same answer fed in chunks as in one go", () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      n: i % 7,
      d: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
    }));
    const profiler = new TableProfiler(["n", "d"]);
    for (let at = 0; at < many.length; at += 300) {
      const chunk = many.slice(at, at + 300);
      profiler.addColumns([chunk.map((r) => r.n), chunk.map((r) => r.d)]);
    }
    expect(profiler.result()).toEqual(profileRows(many, ["n", "d"]));
  });
});
