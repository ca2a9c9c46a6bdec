import { ReadableError } from "../readable-error.ts";
/** What a spreadsheet reader hands on: each sheet as a grid of plain values, with its merges. */

/** Dates and times are ISO 8601 text ("2024-03-01", "2024-03-01T10:20:30"), as the table types them. */
export type SheetCell = string | number | boolean | null;

export interface CellRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface SheetGrid {
  readonly name: string;
  readonly rows: SheetCell[][];
  readonly merges: readonly CellRange[];
  /** True when the sheet has more rows than were read. */
  readonly truncated: boolean;
}

export interface Workbook {
  readonly format: string;
  readonly sheets: readonly SheetGrid[];
}

/** Caps that keep a hostile file (a zip bomb, a billion empty cells) from exhausting the worker. */
export const SHEET_LIMITS = {
  /** Rows read per sheet: a preview, not the whole file. */
  rows: 10_000,
  /** Columns read per row. */
  columns: 500,
  /** Cells read in the whole workbook. */
  cells: 1_000_000,
  /** Unpacked bytes of one part of the file (a worksheet is read up to this and cut). */
  partBytes: 48 * 1024 * 1024,
  sheets: 50,
} as const;

/** A file the reader understood well enough to say why it cannot show it. */
export class WorkbookError extends ReadableError {
  override name = "WorkbookError";
}

/** "AB12" -> column 27 (zero-based), row 11; null when it is not a cell reference. */
export function parseCellRef(ref: string): { row: number; column: number } | null {
  let column = 0;
  let at = 0;
  for (; at < ref.length; at++) {
    const code = ref.charCodeAt(at) | 0x20;
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
  }
  const row = Number(ref.slice(at));
  if (at === 0 || at > 3 || !Number.isInteger(row) || row < 1) return null;
  return { row: row - 1, column: column - 1 };
}

export function parseRange(ref: string): CellRange | null {
  const [from, to = from] = ref.split(":");
  const a = from ? parseCellRef(from) : null;
  const b = to ? parseCellRef(to) : null;
  if (!a || !b) return null;
  return {
    top: Math.min(a.row, b.row),
    left: Math.min(a.column, b.column),
    bottom: Math.max(a.row, b.row),
    right: Math.max(a.column, b.column),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A date and time as ISO text without a zone (a sheet's dates have none); midnight gives the day. */
function isoFromParts(ms: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const date = new Date(Math.round(ms / 1000) * 1000);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const day = `${String(year).padStart(4, "0")}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h === 0 && m === 0 && s === 0 ? day : `${day}T${pad(h)}:${pad(m)}:${pad(s)}`;
}

const DAY_MS = 86_400_000;
/** Excel's day 0 is 30 Dec 1899 (its 1900 leap-year bug folded in for dates after Feb 1900). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

export function serialToIso(serial: number, date1904 = false): string | null {
  return isoFromParts((date1904 ? EPOCH_1904 : EPOCH_1900) + serial * DAY_MS);
}

/** Puts a value at (row, column), growing the grid; false once the workbook's cell cap is hit. */
export class GridBuilder {
  readonly rows: SheetCell[][] = [];
  cells = 0;
  constructor(private readonly budget: { cells: number }) {}

  set(row: number, column: number, value: SheetCell): boolean {
    if (value === null || value === "") return true;
    if (row >= SHEET_LIMITS.rows || column >= SHEET_LIMITS.columns) return true;
    if (this.budget.cells <= 0) return false;
    this.budget.cells--;
    while (this.rows.length <= row) this.rows.push([]);
    const cells = this.rows[row] ?? [];
    while (cells.length < column) cells.push(null);
    cells[column] = value;
    return true;
  }
}
