import { describe, expect, it } from "vitest";
import { parseCsvPreview } from "./csv-parse.ts";

describe("parseCsvPreview", () => {
  it("detects semicolons, strips a BOM and keeps quoted delimiters", () => {
    const preview = parseCsvPreview('\uFEFFime;iznos\r\n"Zagreb; grad";12,5\r\n');
    expect(preview.delimiter).toBe(";");
    expect(preview.header).toEqual(["ime", "iznos"]);
    expect(preview.rows).toEqual([["Zagreb; grad", "12,5"]]);
    expect(preview.more).toBe(false);
  });

  it("stops at the row limit and says there is more", () => {
    const text = ["a,b", ...Array.from({ length: 150 }, (_, i) => `${i},x`)].join("\n");
    const preview = parseCsvPreview(text);
    expect(preview.rows).toHaveLength(100);
    expect(preview.rows[99]).toEqual(["99", "x"]);
    expect(preview.more).toBe(true);
  });

  it("drops a partial last row when the text was cut", () => {
    const preview = parseCsvPreview("a\tb\n1\t2\n3\t", { delimiter: "\t", cut: true });
    expect(preview.rows).toEqual([["1", "2"]]);
  });
});
