import { describe, expect, it } from "vitest";
import {
  datasetsToCsv,
  datasetsToJson,
  EXPORT_COLUMNS,
  type ExportedDataset,
  type ExportHeaders,
} from "./export-file.ts";

const HEADERS = Object.fromEntries(EXPORT_COLUMNS.map((key) => [key, key])) as ExportHeaders;

/** `count` datasets, made as asked for (the pieces a file is written in ask for a few thousand). */
function rowsOf(count: number) {
  const made: [number, number][] = [];
  const row = (i: number): ExportedDataset => ({
    name: `Dataset ${i}, "quoted"\nover two lines`,
    slug: `d-${i}`,
    organization: i % 2 ? "Grad Novi Sad" : null,
    category: null,
    description: "=SUM(A1)",
    updated: "2026-01-31T00:00:00.000Z",
    created: null,
    url: `https://explorer.example/d-${i}`,
  });
  return {
    made,
    all: Array.from({ length: count }, (_, i) => row(i)),
    rows: {
      count,
      between: (from: number, to: number) => {
        made.push([from, to]);
        return Array.from({ length: to - from }, (_, i) => row(from + i));
      },
    },
  };
}

describe("an export written in pieces", () => {
  it("writes the JSON of every dataset as one JSON text would, a few thousand at a time", async () => {
    const { all, rows, made } = rowsOf(4_500);
    const text = await datasetsToJson(rows).text();
    expect(text).toBe(`${JSON.stringify(all, null, 2)}\n`);
    expect(made).toEqual([
      [0, 2_000],
      [2_000, 4_000],
      [4_000, 4_500],
    ]);
    expect(await datasetsToJson(rowsOf(0).rows).text()).toBe("[]\n");
  });

  it("writes one CSV line a dataset after the header, across the pieces' edges", async () => {
    const { rows } = rowsOf(4_001);
    // Read as bytes: a Blob's text() drops the byte order mark the file starts with.
    const bytes = new Uint8Array(await datasetsToCsv(rows, HEADERS, false).arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("name,organization,")).toBe(true);
    // Each row's name holds a quoted line break: a record ends where a line ends in the url.
    expect(text.match(/https:\/\/explorer\.example\/d-\d+\r\n/g)).toHaveLength(4_001);
    expect(text).toContain("'=SUM(A1)");
    expect(text.endsWith("https://explorer.example/d-4000\r\n")).toBe(true);
  });

  it("names each dataset's portal in a first column across portals, even with none to export", async () => {
    const text = await datasetsToCsv(rowsOf(0).rows, HEADERS, true).text();
    expect(text).toBe("portal,name,organization,category,description,updated,created,slug,url\r\n");
  });
});
