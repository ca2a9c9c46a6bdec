import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { EXPORT_COLUMNS, type ExportHeaders } from "../../catalog/export-file.ts";

/**
 * The CSV's header row is in the reader's language (a spreadsheet's reader reads it); JSON keeps
 * its keys, which programs read (catalog/export-file.ts).
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
} satisfies Record<keyof ExportHeaders, MessageDescriptor>;

/** The export's column headers, in the reader's language. */
export function exportHeaders(i18n: I18n): ExportHeaders {
  return Object.fromEntries(
    EXPORT_COLUMNS.map((key) => [key, i18n._(CSV_HEADERS[key])]),
  ) as ExportHeaders;
}
