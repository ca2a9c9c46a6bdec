import type { DatasetSummary } from "../api/types.ts";
import { paths } from "../app/paths.ts";
import { type CsvColumn, toCsv } from "./export-csv.ts";

/** A dataset as exported: the summary's fields as plain text, and a link to its page. */
export interface ExportedDataset {
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

export function toExported(
  dataset: DatasetSummary,
  plainDescription: string,
  origin: string,
): ExportedDataset {
  return {
    name: dataset.name,
    slug: dataset.slug,
    organization: dataset.ownerName,
    category: dataset.categoryName,
    description: plainDescription,
    updated: iso(dataset.updated.ms),
    created: iso(dataset.created.ms),
    url: dataset.slug ? new URL(paths.dataset(dataset.slug), origin).href : null,
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

export function datasetsToCsv(rows: readonly ExportedDataset[]): string {
  return toCsv(rows, COLUMNS);
}

export function datasetsToJson(rows: readonly ExportedDataset[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
