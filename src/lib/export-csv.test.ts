import { describe, expect, it } from "vitest";
import { toCsv } from "./export-csv.ts";

describe("toCsv", () => {
  it("writes a BOM, a header and RFC 4180 quoting", () => {
    const rows = [
      { a: "plain", b: 1 },
      { a: 'say "hi", then\r\nleave', b: null },
      { a: " padded", b: true },
    ];
    const csv = toCsv(rows, [
      { header: "a", value: (row) => row.a },
      { header: "b,c", value: (row) => row.b },
    ]);
    expect(csv).toBe(
      '\uFEFFa,"b,c"\r\nplain,1\r\n"say ""hi"", then\r\nleave",\r\n" padded",true\r\n',
    );
  });

  it("defuses text a spreadsheet would run as a formula, and leaves numbers alone", () => {
    const values = [
      '=HYPERLINK("http://evil.example","click")',
      "+1+cmd|' /C calc'!A0",
      "-2+3",
      "@SUM(A1:A2)",
      "\t=1",
      "-12.5",
      "+3",
      "1e-3",
      -4,
      "a=b",
      "",
    ];
    const csv = toCsv(values, [{ header: "v", value: (value) => value }]);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "v",
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
      "'+1+cmd|' /C calc'!A0",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\t=1",
      "-12.5",
      "+3",
      "1e-3",
      "-4",
      "a=b",
      "",
      "",
    ]);
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], [{ header: "x", value: () => "" }])).toBe("\uFEFFx\r\n");
  });
});
