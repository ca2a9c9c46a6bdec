import { describe, expect, it } from "vitest";
import { compactValue, inferColumns, inferColumnType, valueType } from "./table-columns.ts";

describe("column type inference", () => {
  it("types single values", () => {
    expect(valueType(3.5)).toBe("number");
    expect(valueType(true)).toBe("boolean");
    expect(valueType("2024-03-01")).toBe("date");
    expect(valueType("2024-03-01T10:20:30.123Z")).toBe("date");
    expect(valueType("2024-03-01 10:20:30")).toBe("date");
    expect(valueType("2024-13-45")).toBe("text");
    expect(valueType("12")).toBe("text");
    expect(valueType({ lat: 1 })).toBe("text");
    expect(valueType(null)).toBeNull();
    expect(valueType("")).toBeNull();
  });

  it("gives a column the type all known values agree on, else text", () => {
    expect(inferColumnType([1, null, 2, undefined])).toBe("number");
    expect(inferColumnType([1, "a"])).toBe("text");
    expect(inferColumnType([null, null])).toBe("text");
    expect(inferColumnType([true, false])).toBe("boolean");
  });

  it("takes the union of keys in first-seen order", () => {
    const columns = inferColumns([
      { id: 1, name: "a" },
      { id: 2, when: "2024-01-02", active: true },
    ]);
    expect(columns).toEqual([
      { key: "id", type: "number" },
      { key: "name", type: "text" },
      { key: "when", type: "date" },
      { key: "active", type: "boolean" },
    ]);
  });

  it("infers types from a sample but still finds keys only late rows have", () => {
    const rows = Array.from({ length: 10_000 }, (_, id) => ({ id }));
    const columns = inferColumns([...rows, { id: 1, late: "x" }], 50);
    expect(columns.map((column) => column.key)).toEqual(["id", "late"]);
    expect(columns[0]?.type).toBe("number");
  });
});

describe("compactValue", () => {
  it("shows nested values as one short line of JSON", () => {
    expect(compactValue({ lat: 45.1, lon: 19.8 })).toBe('{"lat":45.1,"lon":19.8}');
    expect(compactValue(null)).toBe("");
    expect(compactValue(false)).toBe("false");
    expect(compactValue({ text: "x".repeat(200) })).toHaveLength(80);
  });
});
