import type { CatalogEntry, FileKind } from "./catalog-types.ts";
import { makeFeatureCollection } from "./geojson.ts";
import { createDocx, createRtf, createSpreadsheetMl, createXlsx } from "./office-writer.ts";
import { createPdf } from "./pdf-writer.ts";
import { createRandom, deriveSeed } from "./random.ts";
import { FLAT_COLUMNS, flatCell, makeRecords } from "./records.ts";
import { csvLine, escapeXml, toAscii } from "./text.ts";
import { workbenchFile } from "./workbench-files.ts";
import { createOds } from "./workbook-writer.ts";
import { createZip } from "./zip-writer.ts";

export const FILE_CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  zip: "application/zip",
  txt: "text/plain; charset=utf-8",
  png: "image/png",
  geojson: "application/geo+json",
};

/** A 1 x 1 PNG: a picture is a picture to the health page, whatever it shows. */
const PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** Fixed so a file's bytes depend only on its path and the catalog seed, never on the clock. */
export const FILE_EPOCH = Date.UTC(2024, 5, 30);

export function csvText(entry: CatalogEntry, path: string, minRows = 20, maxRows = 200): string {
  const random = createRandom(deriveSeed(entry.seed, path, "csv"));
  const records = makeRecords(
    random,
    entry.organization.city,
    random.int(minRows, maxRows),
    FILE_EPOCH,
  );
  const lines = [csvLine(FLAT_COLUMNS)];
  for (const record of records) lines.push(csvLine(FLAT_COLUMNS.map((c) => flatCell(record, c))));
  return `${lines.join("\r\n")}\r\n`;
}

function xmlText(entry: CatalogEntry, path: string): string {
  const random = createRandom(deriveSeed(entry.seed, path, "xml"));
  const records = makeRecords(random, entry.organization.city, random.int(10, 60), FILE_EPOCH);
  const rows = records.map((record) => {
    const cells = FLAT_COLUMNS.map((column) => {
      const value = flatCell(record, column);
      const tag = toAscii(column);
      return value === null ? `<${tag}/>` : `<${tag}>${escapeXml(String(value))}</${tag}>`;
    });
    return `  <zapis>${cells.join("")}</zapis>`;
  });
  const title = escapeXml(entry.summary.name);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<skup naziv="${title}">\n${rows.join("\n")}\n</skup>\n`;
}

function jsonText(entry: CatalogEntry, path: string): string {
  const random = createRandom(deriveSeed(entry.seed, path, "json"));
  const records = makeRecords(random, entry.organization.city, random.int(10, 80), FILE_EPOCH);
  return JSON.stringify(
    { dataset: entry.summary.name, publisher: entry.organization.name, records },
    null,
    2,
  );
}

function plainText(entry: CatalogEntry): string {
  return [
    entry.summary.name,
    "",
    `Izdavač / Publisher: ${entry.organization.name}`,
    `Kategorija / Category: ${entry.summary.categoryName}`,
    "",
    "Opis polja: id, naziv, opština, grad, datum (ISO 8601), iznos (EUR), količina, aktivan, napomena.",
    "",
  ].join("\r\n");
}

function sheetRows(entry: CatalogEntry, path: string): (string | number | boolean | null)[][] {
  const random = createRandom(deriveSeed(entry.seed, path, "sheet"));
  const records = makeRecords(random, entry.organization.city, random.int(20, 200), FILE_EPOCH);
  return [
    [...FLAT_COLUMNS],
    ...records.map((record) => FLAT_COLUMNS.map((c) => flatCell(record, c))),
  ];
}

/** Builds the served bytes for one uploaded file; callers cache nothing, it is cheap and pure. */
export function makeFile(
  kind: FileKind,
  entry: CatalogEntry,
  path: string,
): Uint8Array<ArrayBuffer> {
  const special = workbenchFile(kind, entry);
  if (special) return special;
  const encoder = new TextEncoder();
  switch (kind) {
    case "csv":
      return encoder.encode(csvText(entry, path));
    case "json":
      return encoder.encode(jsonText(entry, path));
    case "xml":
      return encoder.encode(xmlText(entry, path));
    case "txt":
      return encoder.encode(plainText(entry));
    case "png":
      return Uint8Array.from(atob(PIXEL_PNG), (char) => char.charCodeAt(0));
    case "geojson":
      return encoder.encode(
        JSON.stringify(
          makeFeatureCollection(
            createRandom(deriveSeed(entry.seed, path, "geojson")),
            entry.organization.city,
          ),
        ),
      );
    case "pdf":
      return createPdf(entry.summary.name, [
        entry.organization.name,
        entry.summary.categoryName,
        ...csvText(entry, path, 10, 30).split("\r\n"),
      ]);
    case "zip":
      return createZip([
        { name: "podaci.csv", data: encoder.encode(csvText(entry, path)) },
        { name: "README.txt", data: encoder.encode(plainText(entry)) },
      ]);
    case "xlsx":
      return createXlsx(entry.summary.categoryName, sheetRows(entry, path));
    case "ods":
      return createOds([{ name: entry.summary.categoryName, rows: sheetRows(entry, path) }]);
    case "xls":
      return createSpreadsheetMl(entry.summary.categoryName, sheetRows(entry, path));
    case "docx":
      return createDocx(entry.summary.name, plainText(entry).split("\r\n").slice(2));
    case "doc":
      return createRtf(entry.summary.name, plainText(entry).split("\r\n").slice(2));
  }
}
