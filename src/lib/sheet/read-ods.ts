import { msg } from "@lingui/core/macro";
import {
  type CellRange,
  GridBuilder,
  SHEET_LIMITS,
  type SheetCell,
  type SheetGrid,
  WorkbookError,
} from "./workbook.ts";
import { StopScan, scanXml } from "./xml-scan.ts";
import { listZip, readZipText } from "./zip-read.ts";

function odsValue(a: Readonly<Record<string, string>>, text: string): SheetCell {
  switch (a["value-type"]) {
    case "float":
    case "percentage":
    case "currency": {
      const number = Number(a.value);
      return Number.isFinite(number) ? number : text;
    }
    case "date":
      return (a["date-value"] ?? text).replace(/(T00:00:00)?(\.\d+)?Z?$/, "");
    case "boolean":
      return a["boolean-value"] === "true";
    default:
      return text === "" ? null : text;
  }
}

function repeat(value: string | undefined): number {
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * OpenDocument spreadsheets. Empty rows and cells are often "repeated" a million times to the
 * sheet's edge: they are counted, never materialised, unless something follows them.
 */
export async function readOds(bytes: Uint8Array): Promise<SheetGrid[]> {
  const entries = listZip(bytes);
  const xml = await readZipText(bytes, entries, "content.xml", SHEET_LIMITS.partBytes);
  if (xml === null) throw new WorkbookError(msg`The OpenDocument file has no content.`);
  const sheets: SheetGrid[] = [];
  const budget = { cells: SHEET_LIMITS.cells };
  let grid: GridBuilder | null = null;
  let merges: CellRange[] = [];
  let name = "";
  let truncated = false;
  let row = 0;
  let rowRepeat = 1;
  let column = 0;
  let cell: {
    attributes: Readonly<Record<string, string>>;
    text: string;
    paragraphs: number;
  } | null = null;
  let rowHasValue = false;

  scanXml(xml, {
    open(tag, a, selfClosing) {
      if (tag === "table") {
        if (sheets.length >= SHEET_LIMITS.sheets) throw new StopScan();
        grid = new GridBuilder(budget);
        merges = [];
        name = a.name ?? `Sheet ${sheets.length + 1}`;
        truncated = false;
        row = 0;
      } else if (tag === "table-row") {
        column = 0;
        rowRepeat = repeat(a["number-rows-repeated"]);
        rowHasValue = false;
      } else if (tag === "table-cell" || tag === "covered-table-cell") {
        const across = Number(a["number-columns-spanned"] ?? 1);
        const down = Number(a["number-rows-spanned"] ?? 1);
        if (tag === "table-cell" && (across > 1 || down > 1)) {
          merges.push({
            top: row,
            left: column,
            bottom: row + down - 1,
            right: column + across - 1,
          });
        }
        if (selfClosing) column += repeat(a["number-columns-repeated"]);
        else cell = { attributes: a, text: "", paragraphs: 0 };
      } else if (tag === "p" && cell) {
        if (cell.paragraphs++ > 0) cell.text += "\n";
      } else if (tag === "s" && cell) cell.text += " ".repeat(Math.min(repeat(a.c), 100));
      else if (tag === "tab" && cell) cell.text += "\t";
    },
    text(text) {
      if (cell) cell.text += text;
    },
    close(tag) {
      if ((tag === "table-cell" || tag === "covered-table-cell") && cell && grid) {
        const value = odsValue(cell.attributes, cell.text);
        const times = Math.min(
          repeat(cell.attributes["number-columns-repeated"]),
          SHEET_LIMITS.columns,
        );
        for (let i = 0; i < times && value !== null; i++) {
          if (!grid.set(row, column + i, value)) {
            truncated = true;
            throw new StopScan();
          }
          rowHasValue = true;
        }
        column += repeat(cell.attributes["number-columns-repeated"]);
        cell = null;
      } else if (tag === "table-row" && grid) {
        // A repeated row with values is copied; a repeated empty one only moves the row number.
        const copies = rowHasValue ? Math.min(rowRepeat, SHEET_LIMITS.rows) - 1 : 0;
        const source = grid.rows[row] ?? [];
        for (let i = 1; i <= copies; i++) {
          for (const [c, value] of source.entries()) grid.set(row + i, c, value);
        }
        row += rowRepeat;
        if (row >= SHEET_LIMITS.rows) truncated = rowHasValue || truncated;
      } else if (tag === "table" && grid) {
        sheets.push({ name, rows: grid.rows, merges, truncated });
        grid = null;
      }
    },
  });
  return sheets;
}
