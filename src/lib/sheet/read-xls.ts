import { msg } from "@lingui/core/macro";
import { isDateFormat } from "./read-xlsx.ts";
import {
  type CellRange,
  GridBuilder,
  SHEET_LIMITS,
  type SheetCell,
  type SheetGrid,
  serialToIso,
  WorkbookError,
} from "./workbook.ts";

interface XlsCell {
  readonly t: string;
  readonly v?: unknown;
  readonly z?: unknown;
  readonly w?: string;
}

function cellValue(cell: XlsCell | null | undefined, date1904: boolean): SheetCell {
  if (!cell) return null;
  switch (cell.t) {
    case "s":
      return typeof cell.v === "string" ? cell.v : null;
    case "b":
      return cell.v === true;
    case "e":
      // The error's text (#DIV/0!, #N/A), as the XLSX reader shows it.
      return cell.w ?? null;
    case "n": {
      if (typeof cell.v !== "number" || !Number.isFinite(cell.v)) return null;
      return typeof cell.z === "string" && isDateFormat(cell.z)
        ? (serialToIso(cell.v, date1904) ?? cell.v)
        : cell.v;
    }
    default:
      return null;
  }
}

/** SheetJS says "File is password-protected" for a FILEPASS record; nothing else uses those words. */
const ENCRYPTED = /password/i;

/**
 * A binary Excel workbook (BIFF8, Excel 97–2003, and the BIFF5 of Excel 95), read by SheetJS, loaded
 * only when such a file comes. Its rows are cut at the same caps as the other readers, and it is
 * told to skip what a preview never shows (formulas' text, styles, macros).
 */
export async function readXls(bytes: Uint8Array): Promise<SheetGrid[]> {
  const XLSX = await import("@e965/xlsx");
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(bytes, {
      type: "array",
      dense: true,
      cellNF: true,
      cellText: false,
      cellHTML: false,
      cellFormula: false,
      cellStyles: false,
      bookVBA: false,
      // One row past the cap, so a sheet that goes on is told from one that ends there.
      sheetRows: SHEET_LIMITS.rows + 1,
      sheets: Array.from({ length: SHEET_LIMITS.sheets }, (_, i) => i),
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (ENCRYPTED.test(detail)) {
      throw new WorkbookError(
        msg`This workbook is protected by a password (encrypted), so the preview cannot read it. Download it and open it with the password.`,
        { cause: error },
      );
    }
    if (/Workbook stream/i.test(detail)) {
      throw new WorkbookError(
        msg`This file is an OLE compound file but holds no Excel workbook (it may be a Word or other Office document).`,
        { cause: error },
      );
    }
    // A cut-short container fails inside the reader with a TypeError whose words say nothing.
    if (error instanceof TypeError || error instanceof RangeError) {
      throw new WorkbookError(
        msg`The Excel 97–2003 workbook is damaged or cut short: its container cannot be read.`,
        { cause: error },
      );
    }
    throw new WorkbookError(msg`The Excel 97–2003 workbook is damaged: ${detail}`, {
      cause: error,
    });
  }
  const date1904 = book.Workbook?.WBProps?.date1904 === true;
  const budget = { cells: SHEET_LIMITS.cells };
  return book.SheetNames.slice(0, SHEET_LIMITS.sheets).map((name): SheetGrid => {
    const sheet = book.Sheets[name];
    const grid = new GridBuilder(budget);
    let truncated = false;
    const data: (XlsCell | null | undefined)[][] = sheet?.["!data"] ?? [];
    for (let r = 0; r < data.length && !truncated; r++) {
      if (r >= SHEET_LIMITS.rows) {
        truncated = true;
        break;
      }
      const row = data[r] ?? [];
      for (let c = 0; c < row.length; c++) {
        if (!grid.set(r, c, cellValue(row[c], date1904))) {
          truncated = true;
          break;
        }
      }
    }
    const full = sheet?.["!fullref"];
    if (full && XLSX.utils.decode_range(full).e.r >= SHEET_LIMITS.rows) truncated = true;
    const merges: CellRange[] = (sheet?.["!merges"] ?? []).map((m) => ({
      top: m.s.r,
      left: m.s.c,
      bottom: m.e.r,
      right: m.e.c,
    }));
    return { name, rows: grid.rows, merges, truncated };
  });
}
