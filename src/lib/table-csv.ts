import { toCsv } from "./export-csv.ts";
import type { TableColumn, TableRow } from "./table-columns.ts";

/** Nested values are written as JSON so nothing is lost; null and missing become empty cells. */
export function csvCellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The API data table as CSV (BOM, RFC 4180 quoting), in the order and rows the reader sees. */
export function tableToCsv(rows: readonly TableRow[], columns: readonly TableColumn[]): string {
  return toCsv(
    rows,
    columns.map((column) => ({
      header: column.key,
      value: (row: TableRow) => csvCellText(row[column.key]),
    })),
  );
}

/** The same rows as JSON: only the shown columns, in their order, values exactly as read. */
export function tableToJson(rows: readonly TableRow[], columns: readonly TableColumn[]): string {
  const records = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.key, row[column.key] ?? null])),
  );
  return `${JSON.stringify(records, null, 2)}\n`;
}
