import { msg } from "@lingui/core/macro";
import {
  type CellRange,
  GridBuilder,
  parseCellRef,
  parseRange,
  SHEET_LIMITS,
  type SheetCell,
  type SheetGrid,
  serialToIso,
  WorkbookError,
} from "./workbook.ts";
import { StopScan, scanXml } from "./xml-scan.ts";
import { listZip, readZipEntry, readZipText, type ZipEntryInfo } from "./zip-read.ts";

/** Built-in number formats that are dates or times (ECMA-376 18.8.30). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57,
]);

/** A custom format is a date when it has d, m, y, h or s outside quotes, brackets and escapes. */
export function isDateFormat(code: string): boolean {
  let plain = "";
  let quoted = false;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === "\\" || char === "_" || char === "*") i++;
    else if (char === "[") {
      const close = code.indexOf("]", i);
      i = close < 0 ? code.length : close;
    } else plain += char;
  }
  return /[dmyhs]/i.test(plain.replace(/general/gi, ""));
}

type Entries = ReadonlyMap<string, ZipEntryInfo>;

function resolveTarget(target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = `xl/${target}`.split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part !== ".") out.push(part);
  }
  return out.join("/");
}

async function sheetsOf(bytes: Uint8Array, entries: Entries) {
  const workbook = await readZipText(bytes, entries, "xl/workbook.xml", SHEET_LIMITS.partBytes);
  if (workbook === null)
    throw new WorkbookError(msg`The file is a zip archive but not an XLSX workbook.`);
  const rels =
    (await readZipText(bytes, entries, "xl/_rels/workbook.xml.rels", SHEET_LIMITS.partBytes)) ?? "";
  const targets = new Map<string, string>();
  scanXml(rels, {
    open(name, a) {
      if (name === "Relationship" && a.Id && a.Target) targets.set(a.Id, resolveTarget(a.Target));
    },
  });
  const sheets: { name: string; path: string }[] = [];
  let date1904 = false;
  scanXml(workbook, {
    open(name, a) {
      if (name === "workbookPr") date1904 = a.date1904 === "1" || a.date1904 === "true";
      if (name === "sheet" && sheets.length < SHEET_LIMITS.sheets) {
        const path = (a.id && targets.get(a.id)) ?? `xl/worksheets/sheet${sheets.length + 1}.xml`;
        sheets.push({ name: a.name ?? `Sheet ${sheets.length + 1}`, path });
      }
    },
  });
  return { sheets, date1904 };
}

async function sharedStrings(bytes: Uint8Array, entries: Entries): Promise<string[]> {
  const xml = await readZipText(bytes, entries, "xl/sharedStrings.xml", SHEET_LIMITS.partBytes);
  const strings: string[] = [];
  if (xml === null) return strings;
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  scanXml(xml, {
    open(name) {
      if (name === "si") current = "";
      else if (name === "t") inText = true;
      else if (name === "rPh") inPhonetic = true;
    },
    text(text) {
      if (inText && !inPhonetic && current !== null) current += text;
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "si") {
        strings.push(current ?? "");
        current = null;
      }
    },
  });
  return strings;
}

/** For each cell style index, whether it shows numbers as dates. */
async function dateStyles(bytes: Uint8Array, entries: Entries): Promise<boolean[]> {
  const xml = await readZipText(bytes, entries, "xl/styles.xml", SHEET_LIMITS.partBytes);
  if (xml === null) return [];
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  scanXml(xml, {
    open(name, a) {
      if (name === "numFmt") custom.set(Number(a.numFmtId), a.formatCode ?? "");
      else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        const code = custom.get(id);
        styles.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
      }
    },
    close(name) {
      if (name === "cellXfs") inCellXfs = false;
    },
  });
  return styles;
}

interface SheetContext {
  strings: readonly string[];
  dates: readonly boolean[];
  date1904: boolean;
  budget: { cells: number };
}

function cellValue(type: string, raw: string, style: number, ctx: SheetContext): SheetCell {
  switch (type) {
    case "s":
      return ctx.strings[Number(raw)] ?? null;
    case "b":
      return raw === "1" || raw === "true";
    case "str":
    case "inlineStr":
    case "e":
      return raw;
    case "d":
      return raw.replace(/(T00:00:00)?(\.\d+)?Z?$/, "");
    default: {
      if (raw.trim() === "") return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      return ctx.dates[style] ? (serialToIso(number, ctx.date1904) ?? number) : number;
    }
  }
}

function readSheet(xml: string, name: string, cut: boolean, ctx: SheetContext): SheetGrid {
  const grid = new GridBuilder(ctx.budget);
  const merges: CellRange[] = [];
  let truncated = cut;
  let row = -1;
  let column = -1;
  let cell: { type: string; style: number; raw: string } | null = null;
  let collecting = false;
  scanXml(xml, {
    open(tag, a) {
      if (tag === "row") {
        row = a.r ? Number(a.r) - 1 : row + 1;
        column = -1;
        if (!Number.isInteger(row) || row >= SHEET_LIMITS.rows) {
          truncated = true;
          throw new StopScan();
        }
      } else if (tag === "c") {
        const ref = a.r ? parseCellRef(a.r) : null;
        column = ref ? ref.column : column + 1;
        if (ref) row = ref.row;
        cell = { type: a.t ?? "n", style: Number(a.s ?? 0), raw: "" };
      } else if ((tag === "v" || tag === "t") && cell) collecting = true;
      else if (tag === "mergeCell" && a.ref) {
        const range = parseRange(a.ref);
        if (range) merges.push(range);
      }
    },
    text(text) {
      if (collecting && cell) cell.raw += text;
    },
    close(tag) {
      if (tag === "v" || tag === "t") collecting = false;
      else if (tag === "c" && cell) {
        if (!grid.set(row, column, cellValue(cell.type, cell.raw, cell.style, ctx))) {
          truncated = true;
          throw new StopScan();
        }
        cell = null;
      }
    },
  });
  return { name, rows: grid.rows, merges, truncated };
}

/** The sheets of an Office Open XML workbook (.xlsx, .xlsm). */
export async function readXlsx(bytes: Uint8Array): Promise<SheetGrid[]> {
  const entries = listZip(bytes);
  const { sheets, date1904 } = await sheetsOf(bytes, entries);
  const ctx: SheetContext = {
    strings: await sharedStrings(bytes, entries),
    dates: await dateStyles(bytes, entries),
    date1904,
    budget: { cells: SHEET_LIMITS.cells },
  };
  const grids: SheetGrid[] = [];
  for (const sheet of sheets) {
    const entry = entries.get(sheet.path);
    if (!entry) {
      grids.push({ name: sheet.name, rows: [], merges: [], truncated: false });
      continue;
    }
    const { data, cut } = await readZipEntry(bytes, entry, SHEET_LIMITS.partBytes, true);
    let xml = new TextDecoder().decode(data);
    // A worksheet cut at the cap is read up to its last whole row.
    if (cut) xml = xml.slice(0, xml.lastIndexOf("</row>") + 6);
    grids.push(readSheet(xml, sheet.name, cut, ctx));
  }
  return grids;
}
