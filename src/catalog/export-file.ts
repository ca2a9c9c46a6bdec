import type { DatasetSummary } from "../api/types.ts";
import { type CsvColumn, csvHeader, csvRows } from "../lib/export-csv.ts";

// An export, written in the engine's worker (engine.ts exportFile): at 100,000 datasets the
// page would otherwise receive every row and join them (see bench/README.md).

/** A dataset as exported: the summary's fields as plain text, and a link to its page. */
export interface ExportedDataset {
  /** Across portals: the portal's name (absent in a one-portal export). */
  readonly portal?: string;
  readonly name: string;
  readonly slug: string;
  readonly organization: string | null;
  readonly category: string | null;
  readonly description: string;
  readonly updated: string | null;
  readonly created: string | null;
  readonly url: string | null;
}

/** The CSV's columns, in order; each one's header is given in the reader's language. */
export const EXPORT_COLUMNS = [
  "portal",
  "name",
  "organization",
  "category",
  "description",
  "updated",
  "created",
  "slug",
  "url",
] as const satisfies readonly (keyof ExportedDataset)[];

export type ExportHeaders = Readonly<Record<(typeof EXPORT_COLUMNS)[number], string>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `pageUrl` is the dataset's page in the explorer, absolute; `portal` names it across portals. */
export function toExported(
  dataset: DatasetSummary,
  plainDescription: string,
  pageUrl: string | null,
  portal?: string,
): ExportedDataset {
  return {
    ...(portal === undefined ? {} : { portal }),
    name: dataset.name,
    slug: dataset.slug,
    organization: dataset.ownerName,
    category: dataset.categoryName,
    description: plainDescription,
    updated: iso(dataset.updated.ms),
    created: iso(dataset.created.ms),
    url: pageUrl,
  };
}

/**
 * How many datasets each piece of a file holds: a file is written a piece at a time, each piece
 * made a Blob at once (a Blob of Blobs copies nothing), so the whole catalog's rows, lines and
 * text are never held at once.
 */
const PIECE_ROWS = 2_000;

/** The datasets exported, `count` in all: `between(from, to)` gives those from `from` to `to`. */
export interface ExportedRows {
  readonly count: number;
  between(from: number, to: number): ExportedDataset[];
}

function inPieces(rows: ExportedRows, write: (rows: ExportedDataset[]) => string): Blob[] {
  const pieces: Blob[] = [];
  for (let from = 0; from < rows.count; from += PIECE_ROWS) {
    pieces.push(new Blob([write(rows.between(from, Math.min(rows.count, from + PIECE_ROWS)))]));
  }
  return pieces;
}

/** The CSV of these datasets; across portals the first column says which portal. */
export function datasetsToCsv(rows: ExportedRows, headers: ExportHeaders, acrossPortals: boolean) {
  const columns: CsvColumn<ExportedDataset>[] = EXPORT_COLUMNS.filter(
    (key) => acrossPortals || key !== "portal",
  ).map((key) => ({ header: headers[key], value: (row) => row[key] ?? null }));
  const pieces = inPieces(rows, (piece) => csvRows(piece, columns));
  return new Blob([csvHeader(columns), ...pieces], { type: "text/csv;charset=utf-8" });
}

/**
 * The JSON of these datasets, as JSON.stringify(rows, null, 2) writes it. JSON keeps its keys,
 * which programs read.
 */
export function datasetsToJson(rows: ExportedRows): Blob {
  const type = "application/json";
  if (rows.count === 0) return new Blob(["[]\n"], { type });
  // An entry of the array, indented one level (every line break of a JSON text is its own).
  const entry = (row: ExportedDataset) =>
    `  ${JSON.stringify(row, null, 2).replaceAll("\n", "\n  ")}`;
  const parts: BlobPart[] = ["[\n"];
  for (const piece of inPieces(rows, (piece) => piece.map(entry).join(",\n"))) {
    if (parts.length > 1) parts.push(",\n");
    parts.push(piece);
  }
  parts.push("\n]\n");
  return new Blob(parts, { type });
}
