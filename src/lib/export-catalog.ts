import type { DatasetSummary } from "../api/types.ts";
import { type CsvColumn, toCsv } from "./export-csv.ts";

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

const COLUMNS: readonly CsvColumn<ExportedDataset>[] = [
  { header: "name", value: (d) => d.name },
  { header: "organization", value: (d) => d.organization },
  { header: "category", value: (d) => d.category },
  { header: "description", value: (d) => d.description },
  { header: "updated", value: (d) => d.updated },
  { header: "created", value: (d) => d.created },
  { header: "slug", value: (d) => d.slug },
  { header: "url", value: (d) => d.url },
];

const PORTAL_COLUMN: CsvColumn<ExportedDataset> = {
  header: "portal",
  value: (d) => d.portal ?? null,
};

/** Across portals (rows that name their portal) the first column says which portal. */
export function datasetsToCsv(rows: readonly ExportedDataset[]): string {
  const acrossPortals = rows.some((row) => row.portal !== undefined);
  return toCsv(rows, acrossPortals ? [PORTAL_COLUMN, ...COLUMNS] : COLUMNS);
}

export function datasetsToJson(rows: readonly ExportedDataset[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
