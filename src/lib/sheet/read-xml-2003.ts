import {
  type CellRange,
  GridBuilder,
  SHEET_LIMITS,
  type SheetCell,
  type SheetGrid,
} from "./workbook.ts";
import { StopScan, scanXml } from "./xml-scan.ts";

export function isSpreadsheetMl(head: string): boolean {
  return head.includes("urn:schemas-microsoft-com:office:spreadsheet");
}

function dataValue(type: string, raw: string): SheetCell {
  switch (type) {
    case "Number": {
      const number = Number(raw);
      return raw.trim() !== "" && Number.isFinite(number) ? number : raw;
    }
    case "Boolean":
      return raw === "1" || raw.toLowerCase() === "true";
    case "DateTime":
      return raw.replace(/(T00:00:00)?(\.\d+)?Z?$/, "");
    default:
      return raw;
  }
}

/** "XML Spreadsheet 2003", which many portals serve as .xls. */
export function readSpreadsheetMl(xml: string): SheetGrid[] {
  const sheets: SheetGrid[] = [];
  const budget = { cells: SHEET_LIMITS.cells };
  let grid: GridBuilder | null = null;
  let merges: CellRange[] = [];
  let name = "";
  let truncated = false;
  let row = -1;
  let column = -1;
  let cell: { column: number; type: string; raw: string } | null = null;
  let inData = false;
  let full = false;

  const finish = () => {
    if (grid) sheets.push({ name, rows: grid.rows, merges, truncated });
    grid = null;
  };

  scanXml(xml, {
    open(tag, a) {
      if (tag === "Worksheet") {
        if (sheets.length >= SHEET_LIMITS.sheets) throw new StopScan();
        grid = new GridBuilder(budget);
        merges = [];
        name = a.Name ?? `Sheet ${sheets.length + 1}`;
        truncated = full;
        row = -1;
      } else if (tag === "Row") {
        row = a.Index ? Number(a.Index) - 1 : row + 1;
        column = -1;
        if (!Number.isInteger(row) || row >= SHEET_LIMITS.rows) truncated = true;
      } else if (tag === "Cell") {
        column = a.Index ? Number(a.Index) - 1 : column + 1;
        const across = Number(a.MergeAcross ?? 0);
        const down = Number(a.MergeDown ?? 0);
        if (across > 0 || down > 0) {
          merges.push({ top: row, left: column, bottom: row + down, right: column + across });
        }
        cell = { column, type: "String", raw: "" };
        // The next cell starts after the merged ones.
        if (Number.isInteger(across) && across > 0) column += across;
      } else if (tag === "Data" && cell) {
        cell.type = a.Type ?? "String";
        inData = true;
      }
    },
    text(text) {
      if (cell && inData) cell.raw += text;
    },
    close(tag) {
      if (tag === "Data") inData = false;
      else if (tag === "Cell") {
        if (
          cell &&
          grid &&
          !truncated &&
          !grid.set(row, cell.column, dataValue(cell.type, cell.raw))
        ) {
          truncated = true;
          full = true;
        }
        cell = null;
      } else if (tag === "Worksheet") finish();
    },
  });
  finish();
  return sheets;
}
