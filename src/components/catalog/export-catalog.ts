import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ExportHeaders } from "../../catalog/export-file.ts";

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
  const said = (key: keyof ExportHeaders) => i18n._(CSV_HEADERS[key]);
  return {
    portal: said("portal"),
    name: said("name"),
    organization: said("organization"),
    category: said("category"),
    description: said("description"),
    updated: said("updated"),
    created: said("created"),
    slug: said("slug"),
    url: said("url"),
  };
}
