// Workbooks with what real spreadsheets carry and the one-sheet writers in office-writer.ts leave
// out: several sheets, shared strings, date-formatted cells, merged header cells, deflated parts.
// The same sheets can be written as .xlsx, .ods and XML Spreadsheet 2003, so a test can compare them.
import { columnName } from "./office-writer.ts";
import { escapeXml } from "./text.ts";
import { createZip } from "./zip-writer.ts";

/** `{ date: "2024-04-15" }` is a day, written as each format writes dates. */
export type WorkbookCell = string | number | boolean | null | { readonly date: string };

export interface WorkbookSheet {
  readonly name: string;
  readonly rows: readonly (readonly WorkbookCell[])[];
  /** A1 ranges, such as "B1:C1". */
  readonly merges?: readonly string[];
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const encoder = new TextEncoder();
const text = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  escapeXml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ""));

function excelSerial(isoDay: string): number {
  return (Date.parse(`${isoDay}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

function rangeCells(range: string): { r1: number; c1: number; r2: number; c2: number } {
  const [a = "A1", b = a] = range.split(":");
  const parse = (ref: string) => {
    const letters = /^[A-Z]+/.exec(ref)?.[0] ?? "A";
    let column = 0;
    for (const char of letters) column = column * 26 + char.charCodeAt(0) - 64;
    return { row: Number(ref.slice(letters.length)) - 1, column: column - 1 };
  };
  const from = parse(a);
  const to = parse(b);
  return { r1: from.row, c1: from.column, r2: to.row, c2: to.column };
}

/** Office Open XML with a shared-strings part and a dd.mm.yyyy date style (style 1). */
export function createWorkbookXlsx(
  sheets: readonly WorkbookSheet[],
  deflateRaw?: (data: Uint8Array) => Uint8Array,
): Uint8Array<ArrayBuffer> {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (value: string) => {
    let at = index.get(value);
    if (at === undefined) {
      at = strings.length;
      strings.push(value);
      index.set(value, at);
    }
    return at;
  };
  const cellXml = (value: WorkbookCell, ref: string) => {
    if (value === null) return "";
    if (typeof value === "object")
      return `<c r="${ref}" s="1"><v>${excelSerial(value.date)}</v></c>`;
    if (typeof value === "number") return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    return `<c r="${ref}" t="s"><v>${shared(value)}</v></c>`;
  };
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const parts: Record<string, string> = {};
  sheets.forEach((sheet, s) => {
    const rows = sheet.rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row.map((v, c) => cellXml(v, `${columnName(c)}${r + 1}`)).join("")}</row>`,
      )
      .join("");
    const merges = sheet.merges?.length
      ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((m) => `<mergeCell ref="${m}"/>`).join("")}</mergeCells>`
      : "";
    parts[`xl/worksheets/sheet${s + 1}.xml`] =
      `${DECLARATION}<worksheet xmlns="${main}"><sheetData>${rows}</sheetData>${merges}</worksheet>`;
  });
  const overrides = [
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`,
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>`,
    `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>`,
    ...sheets.map(
      (_, s) =>
        `<Override PartName="/xl/worksheets/sheet${s + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    ),
  ].join("");
  const all: Record<string, string> = {
    "[Content_Types].xml": `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    "_rels/.rels": `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${DECLARATION}<workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets.map((sheet, s) => `<sheet name="${text(sheet.name)}" sheetId="${s + 1}" r:id="rId${s + 1}"/>`).join("")}</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, s) => `<Relationship Id="rId${s + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${s + 1}.xml"/>`).join("")}<Relationship Id="rId${sheets.length + 1}" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId${sheets.length + 2}" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    "xl/styles.xml": `${DECLARATION}<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ...parts,
  };
  // Shared strings are collected while the sheets are written, so this part comes last.
  all["xl/sharedStrings.xml"] =
    `${DECLARATION}<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${text(s)}</t></si>`).join("")}</sst>`;
  return createZip(
    Object.entries(all).map(([name, xml]) => ({ name, data: encoder.encode(xml) })),
    deflateRaw,
  );
}

function spans(sheet: WorkbookSheet) {
  const starts = new Map<string, { across: number; down: number }>();
  const covered = new Set<string>();
  for (const range of sheet.merges ?? []) {
    const { r1, c1, r2, c2 } = rangeCells(range);
    starts.set(`${r1}:${c1}`, { across: c2 - c1, down: r2 - r1 });
    for (let r = r1; r <= r2; r++)
      for (let c = c1; c <= c2; c++) if (r !== r1 || c !== c1) covered.add(`${r}:${c}`);
  }
  return { starts, covered };
}

/** OpenDocument spreadsheet: `mimetype` first and stored, as the format requires. */
export function createOds(sheets: readonly WorkbookSheet[]): Uint8Array<ArrayBuffer> {
  const tables = sheets.map((sheet) => {
    const { starts, covered } = spans(sheet);
    const rows = sheet.rows.map((row, r) => {
      const cells = row.map((value, c) => {
        if (covered.has(`${r}:${c}`)) return "<table:covered-table-cell/>";
        const span = starts.get(`${r}:${c}`);
        const spanned = span
          ? ` table:number-columns-spanned="${span.across + 1}" table:number-rows-spanned="${span.down + 1}"`
          : "";
        if (value === null) return `<table:table-cell${spanned}/>`;
        if (typeof value === "object")
          return `<table:table-cell${spanned} office:value-type="date" office:date-value="${value.date}"><text:p>${value.date.split("-").reverse().join(".")}</text:p></table:table-cell>`;
        if (typeof value === "number")
          return `<table:table-cell${spanned} office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
        if (typeof value === "boolean")
          return `<table:table-cell${spanned} office:value-type="boolean" office:boolean-value="${value}"><text:p>${value ? "TRUE" : "FALSE"}</text:p></table:table-cell>`;
        return `<table:table-cell${spanned} office:value-type="string"><text:p>${text(value)}</text:p></table:table-cell>`;
      });
      return `<table:table-row>${cells.join("")}</table:table-row>`;
    });
    // Spreadsheet programs pad a sheet to its edge like this; readers must not expand it.
    rows.push(
      '<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
    );
    return `<table:table table:name="${text(sheet.name)}">${rows.join("")}</table:table>`;
  });
  const content = `${DECLARATION}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet>${tables.join("")}</office:spreadsheet></office:body></office:document-content>`;
  const manifest = `${DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return createZip([
    { name: "mimetype", data: encoder.encode("application/vnd.oasis.opendocument.spreadsheet") },
    { name: "content.xml", data: encoder.encode(content) },
    { name: "META-INF/manifest.xml", data: encoder.encode(manifest) },
  ]);
}

/** XML Spreadsheet 2003 with merged cells (MergeAcross/MergeDown) and DateTime cells. */
export function createWorkbookSpreadsheetMl(
  sheets: readonly WorkbookSheet[],
): Uint8Array<ArrayBuffer> {
  const worksheets = sheets.map((sheet) => {
    const { starts, covered } = spans(sheet);
    const rows = sheet.rows.map((row, r) => {
      let skipped = false;
      const cells = row.map((value, c) => {
        if (covered.has(`${r}:${c}`)) {
          skipped = true;
          return "";
        }
        const span = starts.get(`${r}:${c}`);
        const index = skipped ? ` ss:Index="${c + 1}"` : "";
        skipped = false;
        const merge = span
          ? `${span.across ? ` ss:MergeAcross="${span.across}"` : ""}${span.down ? ` ss:MergeDown="${span.down}"` : ""}`
          : "";
        if (value === null) return `<Cell${index}${merge}/>`;
        const [type, data] =
          typeof value === "object"
            ? ["DateTime", `${value.date}T00:00:00.000`]
            : typeof value === "number"
              ? ["Number", String(value)]
              : typeof value === "boolean"
                ? ["Boolean", value ? "1" : "0"]
                : ["String", text(value)];
        return `<Cell${index}${merge}><Data ss:Type="${type}">${data}</Data></Cell>`;
      });
      return `<Row>${cells.join("")}</Row>`;
    });
    return `<Worksheet ss:Name="${text(sheet.name)}"><Table>\n${rows.join("\n")}\n</Table></Worksheet>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n${worksheets.join("\n")}\n</Workbook>\n`;
  return encoder.encode(xml);
}
