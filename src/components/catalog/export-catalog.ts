import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DatasetSummary } from "../../api/types.ts";
import { type CsvColumn, toCsv } from "../../lib/export-csv.ts";

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

/**
 * The CSV's header row is in the reader's language (a spreadsheet's reader reads it); JSON keeps
 * its keys, which programs read. In column order.
 */
const CSV_HEADERS = {
  portal: msg({ comment: "CSV export column", message: "portal" }),
  name: msg({ comment: "CSV export column", message: "name" }),
  organization: msg({ comment: "CSV export column", message: "organization" }),
  category: msg({ comment: "CSV export column", message: "category" }),
  description: msg({ comment: "CSV export column", message: "description" }),
  updated: msg({ comment: "CSV export column", message: "updated" }),
  created: msg({ comment: "CSV export column", message: "created" }),
  slug: msg({ comment: "CSV export column", message: "slug" }),
  url: msg({ comment: "CSV export column", message: "url" }),
} satisfies Record<keyof ExportedDataset, MessageDescriptor>;

function columns(i18n: I18n, acrossPortals: boolean): CsvColumn<ExportedDataset>[] {
  return (Object.keys(CSV_HEADERS) as (keyof ExportedDataset)[])
    .filter((key) => acrossPortals || key !== "portal")
    .map((key) => ({ header: i18n._(CSV_HEADERS[key]), value: (row) => row[key] ?? null }));
}

/** Across portals (rows that name their portal) the first column says which portal. */
export function datasetsToCsv(rows: readonly ExportedDataset[], i18n: I18n): string {
  const acrossPortals = rows.some((row) => row.portal !== undefined);
  return toCsv(rows, columns(i18n, acrossPortals));
}

export function datasetsToJson(rows: readonly ExportedDataset[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
