// Office documents small enough to write by hand, so the demo's .docx, .xlsx, .doc and .xls files
// open in Word, Excel and LibreOffice instead of being bytes behind a MIME type:
// - .xlsx and .docx: minimal Office Open XML packages (stored zips of XML parts);
// - .xls: "XML Spreadsheet 2003", which Excel and LibreOffice open from an .xls name;
// - .doc: RTF, which Word and LibreOffice open from a .doc name.
// Legacy binary (OLE/BIFF) files are out of reach without a library; portals serve these two forms
// under the legacy names too.
import { escapeXml } from "./text.ts";
import { createZip } from "./zip-writer.ts";

export type Cell = string | number | boolean | null;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELATIONSHIP_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_DOCUMENT_REL =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";

/** XML 1.0 cannot hold most control characters, even escaped. */
function xmlText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  return escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ""));
}

function parts(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  return createZip(
    Object.entries(entries).map(([name, xml]) => ({ name, data: encoder.encode(xml) })),
  );
}

function contentTypes(overrides: Record<string, string>): string {
  const items = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join("");
  return `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${items}</Types>`;
}

function packageRels(target: string): string {
  return `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIP_NS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT_REL}" Target="${target}"/></Relationships>`;
}

/** Sheet names: at most 31 characters, none of []:*?/\ */
function sheetTitle(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .slice(0, 31)
      .trim() || "Sheet1"
  );
}

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function xlsxCell(value: Cell, ref: string): string {
  if (value === null) return "";
  if (typeof value === "number" && Number.isFinite(value))
    return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

/** One worksheet with a header row; strings are inline, so no shared-strings part is needed. */
export function createXlsx(
  sheetName: string,
  rows: readonly (readonly Cell[])[],
): Uint8Array<ArrayBuffer> {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row.map((value, c) => xlsxCell(value, `${columnName(c)}${r + 1}`)).join("");
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join("");
  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const name = sheetTitle(sheetName);
  return parts({
    "[Content_Types].xml": contentTypes({
      "/xl/workbook.xml":
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
      "/xl/worksheets/sheet1.xml":
        "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
    }),
    "_rels/.rels": packageRels("xl/workbook.xml"),
    "xl/workbook.xml": `${XML_DECLARATION}<workbook xmlns="${main}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIP_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": `${XML_DECLARATION}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
  });
}

/** A title in bold and one paragraph per line. */
export function createDocx(title: string, paragraphs: readonly string[]): Uint8Array<ArrayBuffer> {
  const run = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const body = [run(title, true), ...paragraphs.map((text) => run(text))].join("");
  return parts({
    "[Content_Types].xml": contentTypes({
      "/word/document.xml":
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    }),
    "_rels/.rels": packageRels("word/document.xml"),
    "word/document.xml": `${XML_DECLARATION}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

function spreadsheetMlCell(value: Cell): string {
  if (value === null) return "<Cell/>";
  if (typeof value === "number" && Number.isFinite(value)) {
    return `<Cell><Data ss:Type="Number">${value}</Data></Cell>`;
  }
  if (typeof value === "boolean")
    return `<Cell><Data ss:Type="Boolean">${value ? 1 : 0}</Data></Cell>`;
  return `<Cell><Data ss:Type="String">${xmlText(String(value))}</Data></Cell>`;
}

/** "XML Spreadsheet 2003": one worksheet, as portals export under an .xls name. */
export function createSpreadsheetMl(
  sheetName: string,
  rows: readonly (readonly Cell[])[],
): Uint8Array<ArrayBuffer> {
  const name = sheetTitle(sheetName);
  const body = rows.map((row) => `<Row>${row.map(spreadsheetMlCell).join("")}</Row>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n<Worksheet ss:Name="${xmlText(name)}"><Table>\n${body}\n</Table></Worksheet>\n</Workbook>\n`;
  return new TextEncoder().encode(xml);
}

/** RTF is 7-bit: everything else is written as \uN? (N a signed 16-bit UTF-16 unit). */
function rtfText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const char = text.charAt(i);
    if (char === "\\" || char === "{" || char === "}") out += `\\${char}`;
    else if (char === "\n") out += "\\line ";
    else if (code < 0x20) continue;
    else if (code < 0x80) out += char;
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return out;
}

/** A title in bold and one paragraph per line. */
export function createRtf(title: string, paragraphs: readonly string[]): Uint8Array<ArrayBuffer> {
  const lines = [`{\\b ${rtfText(title)}}\\par`, ...paragraphs.map((p) => `${rtfText(p)}\\par`)];
  const rtf = `{\\rtf1\\ansi\\ansicpg1252\\uc1\\deff0{\\fonttbl{\\f0 Arial;}}\\f0\\fs22\n${lines.join("\n")}\n}\n`;
  return new TextEncoder().encode(rtf);
}
