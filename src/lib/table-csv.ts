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
