import type { DatasetSummary } from "../api/types.ts";
import { type CsvColumn, toCsv } from "../lib/export-csv.ts";

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

/** Across portals (rows that name their portal) the first column says which portal. */
export function datasetsToCsv(rows: readonly ExportedDataset[], headers: ExportHeaders): string {
  const acrossPortals = rows.some((row) => row.portal !== undefined);
  const columns: CsvColumn<ExportedDataset>[] = EXPORT_COLUMNS.filter(
    (key) => acrossPortals || key !== "portal",
  ).map((key) => ({ header: headers[key], value: (row) => row[key] ?? null }));
  return toCsv(rows, columns);
}

/** JSON keeps its keys, which programs read. */
export function datasetsToJson(rows: readonly ExportedDataset[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
