import { describe, expect, it } from "vitest";
import { DEMO_SLUGS } from "./handler.ts";
import { FLAT_COLUMNS } from "./records.ts";
import { testPortal } from "./test-support.ts";
import { crc32 } from "./zip-writer.ts";

const portal = testPortal();

/** The entries of a stored zip, checking each CRC-32 on the way. */
function readStoredZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(bytes.length - 22, true)).toBe(0x06054b50);
  const entries = new Map<string, Uint8Array>();
  let offset = 0;
  while (view.getUint32(offset, true) === 0x04034b50) {
    const crc = view.getUint32(offset + 14, true);
    const size = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const start = offset + 30 + nameLength;
    const data = bytes.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    entries.set(new TextDecoder().decode(bytes.subarray(offset + 30, start)), data);
    offset = start + size;
  }
  expect(view.getUint32(offset, true)).toBe(0x02014b50);
  return entries;
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

interface ObjectLike {
  file: string | null;
  format: string | null;
}

async function objectsOf(slug: string): Promise<ObjectLike[]> {
  return (await (await portal.get(`/api/resource/${encodeURIComponent(slug)}`)).json()).objects;
}

function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

async function download(extension: string): Promise<Response> {
  const file = (await objectsOf(DEMO_SLUGS.manyObjects)).find((o) =>
    o.file?.endsWith(`.${extension}`),
  )?.file;
  if (!file) throw new Error(`no .${extension} object`);
  return portal.get(encodePath(file));
}

const EXPECTED_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  zip: "application/zip",
  txt: "text/plain; charset=utf-8",
};

describe("GET /uploads/…", () => {
  it.each(Object.entries(EXPECTED_TYPES))(
    "serves .%s as %s, as an attachment",
    async (extension, type) => {
      const response = await download(extension);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
      expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    },
  );

  it("serves a CSV with a header and real rows", async () => {
    const lines = (await (await download("csv")).text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,naziv,opština,grad,datum,iznos,količina,aktivan,napomena");
    expect(lines.length - 1).toBeGreaterThanOrEqual(20);
    expect(lines.length - 1).toBeLessThanOrEqual(200);
  });

  it("serves valid JSON", async () => {
    expect(JSON.parse(await (await download("json")).text()).records.length).toBeGreaterThan(0);
  });

  it("serves a PDF with a header, cross-reference table and end marker", async () => {
    const text = new TextDecoder().decode(await (await download("pdf")).arrayBuffer());
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const firstObject = Number(/xref\n0 \d+\n0000000000 65535 f \n(\d{10})/.exec(text)?.[1]);
    expect(text.slice(firstObject, firstObject + 7)).toBe("1 0 obj");
  });

  it("serves a ZIP whose entries carry correct CRC-32s", async () => {
    const entries = readStoredZip(new Uint8Array(await (await download("zip")).arrayBuffer()));
    expect([...entries.keys()]).toEqual(["podaci.csv", "README.txt"]);
  });

  it("serves an .xlsx workbook whose sheet holds the header and the rows", async () => {
    const entries = readStoredZip(new Uint8Array(await (await download("xlsx")).arrayBuffer()));
    expect([...entries.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/worksheets/sheet1.xml",
    ]);
    const xml = [...entries.values()].map((bytes) => parseXml(new TextDecoder().decode(bytes)));
    const rows = xml[4]?.getElementsByTagName("row") ?? [];
    expect(rows.length).toBeGreaterThan(20);
    expect([...(rows[0]?.getElementsByTagName("t") ?? [])].map((t) => t.textContent)).toEqual([
      ...FLAT_COLUMNS,
    ]);
    const firstId = rows[1]?.getElementsByTagName("c")[0];
    expect(firstId?.getAttribute("r")).toBe("A2");
    expect(firstId?.textContent).toBe("1");
  });

  it("serves a .docx document that names its dataset", async () => {
    const entries = readStoredZip(new Uint8Array(await (await download("docx")).arrayBuffer()));
    expect([...entries.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
    for (const bytes of entries.values()) parseXml(new TextDecoder().decode(bytes));
    const text = new TextDecoder().decode(entries.get("word/document.xml"));
    expect(text).toContain("Publisher:");
  });

  it("serves an .xls as an XML Spreadsheet 2003 workbook", async () => {
    const doc = parseXml(await (await download("xls")).text());
    expect(doc.documentElement.localName).toBe("Workbook");
    const header = doc.getElementsByTagName("Row")[0]?.getElementsByTagName("Data");
    expect(header?.[2]?.textContent).toBe("opština");
  });

  it("serves a .doc as RTF, with letters beyond ASCII escaped", async () => {
    const rtf = await (await download("doc")).text();
    expect(rtf.startsWith("{\\rtf1")).toBe(true);
    expect(/^[\x20-\x7e\n]*$/.test(rtf)).toBe(true);
    let depth = 0;
    for (const char of rtf.replace(/\\[{}\\]/g, "")) {
      if (char === "{") depth += 1;
      if (char === "}") depth -= 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(rtf).toContain("Izdava\\u269?");
  });

  it("computes the standard CRC-32", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });

  it("serves the same bytes for the same path, from any portal instance", async () => {
    const first = new Uint8Array(await (await download("zip")).arrayBuffer());
    const other = testPortal();
    const file =
      (await objectsOf(DEMO_SLUGS.manyObjects)).find((o) => o.file?.endsWith(".zip"))?.file ?? "";
    const second = new Uint8Array(await (await other.get(encodePath(file))).arrayBuffer());
    expect(second).toEqual(first);
  });

  it("serves files whose names keep spaces and diacritics", async () => {
    const objects = await objectsOf(DEMO_SLUGS.diacritics);
    const file = objects.find((o) => o.file?.endsWith(".csv"))?.file ?? "";
    expect(file).toMatch(/ /);
    const response = await portal.get(encodePath(file));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''");
  });

  it("answers an unknown file with 404", async () => {
    expect((await portal.get(`/uploads/${DEMO_SLUGS.manyObjects}/missing.pdf`)).status).toBe(404);
    expect((await portal.get("/uploads/nope/file.csv")).status).toBe(404);
  });
});
