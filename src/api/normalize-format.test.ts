import { describe, expect, it } from "vitest";
import { parseFormat } from "./normalize-format.ts";

const label = (raw: unknown, hints?: { url?: unknown; file?: unknown }) =>
  parseFormat(raw, hints).label;

describe("parseFormat", () => {
  it('reads "CSV", "csv" and ".csv" alike', () => {
    expect(label("CSV")).toBe("CSV");
    expect(label("csv")).toBe("CSV");
    expect(label(".csv")).toBe("CSV");
    expect(label(" Csv ")).toBe("CSV");
  });

  it("reads MIME types", () => {
    expect(label("text/csv")).toBe("CSV");
    expect(label("text/csv; charset=utf-8")).toBe("CSV");
    expect(label("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe("XLSX");
    expect(label("application/vnd.ms-excel")).toBe("XLS");
    expect(label("application/pdf")).toBe("PDF");
    expect(label("application/x-shapefile")).toBe("SHAPEFILE");
  });

  it('reads "API"', () => {
    expect(label("API")).toBe("API");
    expect(label("api")).toBe("API");
    expect(label("REST API")).toBe("API");
  });

  it("infers from the file name when the format is empty or null", () => {
    expect(label("", { file: "/uploads/data.xlsx" })).toBe("XLSX");
    expect(label(null, { file: "https://x.org/a/report.PDF?download=1" })).toBe("PDF");
    expect(label(undefined, { url: "https://x.org/data.json" })).toBe("JSON");
    expect(
      label(null, { file: { file: "/media/x", content_type: "text/csv", name: "a.csv" } }),
    ).toBe("CSV");
  });

  it("leaves the label empty when nothing says what it is", () => {
    expect(label("")).toBe("");
    expect(label(null)).toBe("");
    expect(label(42)).toBe("");
    expect(label(null, { url: "https://x.org/download.php?id=3" })).toBe("");
  });

  it("keeps what the portal wrote", () => {
    expect(parseFormat(".csv")).toEqual({ raw: ".csv", label: "CSV" });
  });
});
