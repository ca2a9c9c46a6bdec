import { inferColumnType, type TableColumn, type TableRow } from "../table-columns.ts";
import type { CellRange, SheetCell, SheetGrid } from "./workbook.ts";

export interface SheetTable {
  readonly name: string;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
  /** How many rows of the sheet became column names (2 under a merged group header). */
  readonly headerRows: number;
  readonly truncated: boolean;
}

/** A1-style letters: 0 -> A, 26 -> AA. */
function columnLetters(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A merged area shows its value in every cell it covers, so filters and sorts see it. */
function fillMerges(rows: SheetCell[][], merges: readonly CellRange[]): void {
  for (const merge of merges) {
    const value = rows[merge.top]?.[merge.left] ?? null;
    if (value === null) continue;
    const bottom = Math.min(merge.bottom, rows.length - 1, merge.top + 1000);
    const right = Math.min(merge.right, merge.left + 500);
    for (let r = merge.top; r <= bottom; r++) {
      const row = rows[r];
      if (!row) continue;
      for (let c = merge.left; c <= right; c++) {
        if (row[c] === undefined || row[c] === null) row[c] = value;
      }
    }
  }
}

/** A group header merged across columns over a row of sub-headers makes a two-row header. */
function headerDepth(rows: readonly SheetCell[][], merges: readonly CellRange[]): number {
  const grouped = merges.some((m) => m.top === 0 && m.bottom === 0 && m.right > m.left);
  const second = rows[1];
  const labels = second?.every((cell) => cell === null || typeof cell === "string") ?? false;
  return grouped && labels ? 2 : 1;
}

function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** A sheet as a table: its first row (or two) names the columns, empty rows are dropped. */
export function sheetTable(sheet: SheetGrid): SheetTable {
  const grid = sheet.rows.map((row) => [...row]);
  fillMerges(grid, sheet.merges);
  const depth = Math.min(headerDepth(grid, sheet.merges), grid.length);
  const width = Math.max(0, ...grid.map((row) => row.length));
  const names = uniqueNames(
    Array.from({ length: width }, (_, c) => {
      const parts: string[] = [];
      for (let r = 0; r < depth; r++) {
        const value = grid[r]?.[c];
        const text = value === null || value === undefined ? "" : String(value).trim();
        if (text && !parts.includes(text)) parts.push(text);
      }
      return parts.join(" / ") || `Column ${columnLetters(c)}`;
    }),
  );
  const rows: TableRow[] = [];
  for (const cells of grid.slice(depth)) {
    if (!cells.some((cell) => cell !== null && cell !== undefined && cell !== "")) continue;
    const record: Record<string, SheetCell> = {};
    names.forEach((name, c) => {
      record[name] = cells[c] ?? null;
    });
    rows.push(record);
  }
  const sample =
    rows.length > 500 ? rows.filter((_, i) => i % Math.ceil(rows.length / 500) === 0) : rows;
  const columns = names.map((key) => ({
    key,
    type: inferColumnType(sample.map((row) => row[key])),
  }));
  return { name: sheet.name, columns, rows, headerRows: depth, truncated: sheet.truncated };
}
