import { describe, expect, it } from "vitest";
import { chartData, chartNote, chartSummary } from "../../components/workbench/chart-data.ts";
import { english } from "../../test/english.tsx";
import { profileRows } from "../profile/column-profile.ts";
import { axisChoices, COUNT, chooseChart, withKind } from "./chart-choice.ts";

const spending = [
  { id: 1, namena: "Škole", iznos: 100, datum: "2024-01-10", broj: 3 },
  { id: 2, namena: "Sport", iznos: 50, datum: "2024-02-10", broj: 1 },
  { id: 3, namena: "Škole", iznos: 25, datum: "2024-03-10", broj: 9 },
];
const keysOf = (rows: readonly object[]) => Object.keys(rows[0] ?? {});

describe("chooseChart", () => {
  it("draws a measure over time as a line, skipping the id", () => {
    expect(chooseChart(profileRows(spending, keysOf(spending)))).toEqual({
      kind: "line",
      x: "datum",
      y: "iznos",
    });
  });

  it("draws a measure by category as bars when there is no date", () => {
    const rows = spending.map(({ datum: _d, ...rest }) => rest);
    expect(chooseChart(profileRows(rows, keysOf(rows)))).toEqual({
      kind: "bar",
      x: "namena",
      y: "iznos",
    });
  });

  it("draws two measures as a scatter, and counts rows when there is no measure", () => {
    const numbers = [
      { a: 1, b: 2 },
      { a: 2, b: 5 },
      { a: 3, b: 1 },
    ];
    expect(chooseChart(profileRows(numbers, ["a", "b"]))).toEqual({
      kind: "scatter",
      x: "a",
      y: "b",
    });
    const names = [{ name: "x" }, { name: "y" }, { name: "x" }];
    expect(chooseChart(profileRows(names, ["name"]))).toEqual({ kind: "bar", x: "name", y: COUNT });
    expect(chooseChart(profileRows([{ e: null }], ["e"]))).toBeNull();
  });

  it("keeps axes that fit a new kind and offers only numbers to a scatter", () => {
    const profiles = profileRows(spending, keysOf(spending));
    expect(axisChoices("scatter", profiles).x).toEqual(["id", "iznos", "broj"]);
    expect(withKind({ kind: "line", x: "datum", y: "iznos" }, "bar", profiles)).toEqual({
      kind: "bar",
      x: "datum",
      y: "iznos",
    });
    expect(withKind({ kind: "bar", x: "namena", y: "iznos" }, "scatter", profiles)).toEqual({
      kind: "scatter",
      x: "id",
      y: "iznos",
    });
  });
});

describe("chartData", () => {
  it("sums bars by group, largest first, and says it in words", () => {
    const data = chartData(spending, { kind: "bar", x: "namena", y: "iznos" }, false);
    expect(data.points).toEqual([
      { x: "Škole", y: 125 },
      { x: "Sport", y: 50 },
    ]);
    expect(chartSummary(data, { kind: "bar", x: "namena", y: "iznos" }, "iznos", english)).toBe(
      "2 bars of iznos by namena. Škole: 125; Sport: 50.",
    );
  });

  it("orders a line by its dates and thins 100,000 points to 2,000", () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ t: i, v: i % 10 }));
    const data = chartData(rows, { kind: "line", x: "t", y: "v" }, false);
    expect(data.points).toHaveLength(2_000);
    expect(chartNote(data, english)).toContain("100,000");
    const dated = chartData(spending, { kind: "line", x: "datum", y: "iznos" }, true);
    expect(dated.points.map((p) => p.y)).toEqual([100, 50, 25]);
    expect(chartSummary(dated, { kind: "line", x: "datum", y: "iznos" }, "iznos", english)).toBe(
      "3 points. datum runs from 2024-01-10 to 2024-03-10; iznos ranges from 25 to 100.",
    );
  });
});
