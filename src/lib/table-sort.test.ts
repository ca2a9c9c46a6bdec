import { describe, expect, it } from "vitest";
import { filterRows, sortRows } from "./table-sort.ts";

const rows = [
  { name: "Žitni trg", amount: 10, when: "2024-03-01" },
  { name: "Calea Victoriei", amount: null, when: "2023-01-01" },
  { name: "ulica 2", amount: 2, when: null },
  { name: "ulica 10", amount: 30, when: "2025-01-01" },
];

describe("sortRows", () => {
  it("sorts numbers numerically with empty values last both ways", () => {
    const column = { key: "amount", type: "number" } as const;
    expect(sortRows(rows, column, "ascending", "en").map((r) => r.amount)).toEqual([
      2,
      10,
      30,
      null,
    ]);
    expect(sortRows(rows, column, "descending", "en").map((r) => r.amount)).toEqual([
      30,
      10,
      2,
      null,
    ]);
  });

  it("sorts dates by time and text naturally", () => {
    const when = sortRows(rows, { key: "when", type: "date" }, "ascending", "en").map(
      (r) => r.when,
    );
    expect(when).toEqual(["2023-01-01", "2024-03-01", "2025-01-01", null]);
    const names = sortRows(rows, { key: "name", type: "text" }, "ascending", "en").map(
      (r) => r.name,
    );
    expect(names).toEqual(["Calea Victoriei", "ulica 2", "ulica 10", "Žitni trg"]);
  });

  it("sorts text in the reader's language, whatever the browser's", () => {
    const towns = [{ name: "Čačak" }, { name: "Cvetna" }, { name: "Dunav" }];
    const column = { key: "name", type: "text" } as const;
    const order = (locale: string) =>
      sortRows(towns, column, "ascending", locale).map((r) => r.name);
    expect(order("en")).toEqual(["Čačak", "Cvetna", "Dunav"]);
    expect(order("sr-Latn-RS")).toEqual(["Cvetna", "Čačak", "Dunav"]);
  });
});

describe("filterRows", () => {
  it("keeps rows containing every word, case-insensitive", () => {
    const columns = [
      { key: "name", type: "text" },
      { key: "amount", type: "number" },
    ] as const;
    expect(filterRows(rows, columns, "ULICA 10")).toEqual([rows[3]]);
    expect(filterRows(rows, columns, "  ")).toBe(rows);
  });
});
