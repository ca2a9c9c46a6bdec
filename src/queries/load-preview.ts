import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CsvPreview } from "../lib/csv-parse.ts";
import { csvPreviewTable } from "../lib/csv-table.ts";
import type { DocumentText } from "../lib/document/document-text.ts";
import type { TableColumn, TableRow } from "../lib/table-columns.ts";
import { parseCsvOffThread } from "../workers/csv-parse-off-thread.ts";
import {
  readDocumentOffThread,
  readSheetsOffThread,
  type SheetsRead,
} from "../workers/office-off-thread.ts";
import { FilePreviewError, fetchBlob, fetchBytes, fetchTextStart } from "./fetch-file.ts";

/** What the browser can show of a file before it is downloaded. */
export type PreviewKind =
  | "csv"
  | "tsv"
  | "json"
  | "geojson"
  | "text"
  | "image"
  | "pdf"
  | "sheet"
  | "document";

export type PreviewContent =
  | { type: "table"; preview: CsvPreview; rows: TableRow[]; columns: TableColumn[] }
  | { type: "tree"; value: unknown; geo: boolean }
  | { type: "text"; text: string; cut: boolean; note?: MessageDescriptor }
  | { type: "pdf"; blob: Blob }
  | { type: "image" }
  | { type: "sheets"; read: SheetsRead }
  | { type: "document"; document: DocumentText };

const CSV_BYTES = 1_000_000;
const TEXT_BYTES = 200_000;
const JSON_BYTES = 5_000_000;
/** Spreadsheets and documents are read whole; past this they are only offered for download. */
const OFFICE_BYTES = 100_000_000;

/** Fetches just enough of the file for its kind of preview and reads it. */
export async function loadPreview(
  href: string,
  kind: PreviewKind,
  signal: AbortSignal,
): Promise<PreviewContent> {
  switch (kind) {
    case "image":
      return { type: "image" };
    case "csv":
    case "tsv": {
      const { text, cut } = await fetchTextStart(href, CSV_BYTES, signal);
      const preview = await parseCsvOffThread(
        { text, cut, delimiter: kind === "tsv" ? "\t" : undefined },
        signal,
      );
      // Typed once here, so the rows keep one identity for the table, profile and chart.
      return { type: "table", preview, ...csvPreviewTable(preview) };
    }
    case "json":
    case "geojson": {
      const { text, cut } = await fetchTextStart(href, JSON_BYTES, signal);
      if (cut) {
        return {
          type: "text",
          text: text.slice(0, TEXT_BYTES),
          cut: true,
          note: msg`This file is too large to show as a tree; here is its start as text.`,
        };
      }
      try {
        const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ""));
        return { type: "tree", value, geo: kind === "geojson" || isGeoJson(value) };
      } catch {
        return {
          type: "text",
          text: text.slice(0, TEXT_BYTES),
          cut: text.length > TEXT_BYTES,
          note: msg`This file is not valid JSON; here it is as text.`,
        };
      }
    }
    case "pdf": {
      const blob = await fetchBlob(href, signal);
      const magic = await blob.slice(0, 5).text();
      if (magic !== "%PDF-") {
        throw new FilePreviewError(
          "content",
          msg`This file does not start like a PDF, so it is not shown.`,
        );
      }
      return { type: "pdf", blob };
    }
    case "sheet": {
      const bytes = await fetchBytes(href, signal, OFFICE_BYTES);
      return { type: "sheets", read: await readSheetsOffThread(bytes, signal) };
    }
    case "document": {
      const bytes = await fetchBytes(href, signal, OFFICE_BYTES);
      return { type: "document", document: await readDocumentOffThread(bytes, signal) };
    }
    case "text": {
      const { text, cut } = await fetchTextStart(href, TEXT_BYTES, signal);
      return { type: "text", text, cut };
    }
  }
}

function isGeoJson(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    (value.type === "FeatureCollection" || value.type === "Feature")
  );
}
