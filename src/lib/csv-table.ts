import type { CsvPreview } from "./csv-parse.ts";
import { inferColumnType, type TableColumn, type TableRow } from "./table-columns.ts";

const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A CSV cell as the table types it: plain numbers become numbers, so they sort and chart as such. */
function typedCell(text: string | undefined): string | number | null {
  if (text === undefined || text === "") return null;
  const trimmed = text.trim();
  // "007" and "+381..." are codes and phone numbers, not quantities.
  if (PLAIN_NUMBER.test(trimmed) && !/^-?0\d/.test(trimmed)) return Number(trimmed);
  return text;
}

/** The parsed start of a CSV file as table rows keyed by unique column names. */
export function csvPreviewTable(preview: CsvPreview): { rows: TableRow[]; columns: TableColumn[] } {
  const width = Math.max(preview.header.length, ...preview.rows.map((row) => row.length));
  const seen = new Map<string, number>();
  const keys = Array.from({ length: width }, (_, i) => {
    const base = preview.header[i]?.trim() || `Column ${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
  const rows = preview.rows.map((cells) =>
    Object.fromEntries(keys.map((key, i) => [key, typedCell(cells[i])])),
  );
  const columns = keys.map((key) => ({
    key,
    type: inferColumnType(rows.map((row) => row[key])),
  }));
  return { rows, columns };
}
