import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { TableColumn } from "./table-columns.ts";
import { csvCellText, tableToCsv } from "./table-csv.ts";

const text = (key: string): TableColumn => ({ key, type: "text" });

describe("tableToCsv", () => {
  it("starts with a BOM, ends lines with CRLF and keeps the column order", () => {
    expect(tableToCsv([{ b: 2, a: 1 }], [text("a"), text("b")])).toBe("\uFEFFa,b\r\n1,2\r\n");
  });

  it("writes nested values as JSON and nothing as empty", () => {
    expect(csvCellText({ lat: 1 })).toBe('{"lat":1}');
    expect(csvCellText(null)).toBe("");
    expect(csvCellText(false)).toBe("false");
  });

  it("quotes commas, quotes and line breaks so a CSV parser reads the same cells back", () => {
    const rows = [
      { name: 'A "quoted", name', note: "line\r\nbreak", n: 3, nested: { x: [1, 2] } },
      { name: "Čačak Ђерам", note: null, n: 0, nested: null },
    ];
    const csv = tableToCsv(rows, ["name", "note", "n", "nested"].map(text));
    expect(csv).toContain('"A ""quoted"", name"');
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([
      { name: 'A "quoted", name', note: "line\r\nbreak", n: "3", nested: '{"x":[1,2]}' },
      { name: "Čačak Ђерам", note: "", n: "0", nested: "" },
    ]);
  });
});
