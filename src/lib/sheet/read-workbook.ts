import { msg } from "@lingui/core/macro";
import { readOds } from "./read-ods.ts";
import { readXls } from "./read-xls.ts";
import { readXlsx } from "./read-xlsx.ts";
import { isSpreadsheetMl, readSpreadsheetMl } from "./read-xml-2003.ts";
import { type Workbook, WorkbookError } from "./workbook.ts";
import { XmlError } from "./xml-scan.ts";
import { isZip, listZip, readZipText, ZipError } from "./zip-read.ts";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

/**
 * Reads a spreadsheet by what its bytes are, not by its name: portals serve XML Spreadsheet 2003
 * and even CSV under .xls. What cannot be read throws a WorkbookError that says what it is.
 */
export async function readWorkbook(bytes: Uint8Array): Promise<Workbook> {
  try {
    if (startsWith(bytes, OLE_MAGIC)) {
      // Excel 97–2003 files, and password-protected XLSX files, are OLE compound files.
      return { format: "XLS", sheets: await readXls(bytes) };
    }
    if (isZip(bytes)) {
      const entries = listZip(bytes);
      if (entries.has("xl/workbook.xml")) return { format: "XLSX", sheets: await readXlsx(bytes) };
      const mimetype = await readZipText(bytes, entries, "mimetype", 200);
      if (mimetype?.startsWith("application/vnd.oasis.opendocument.spreadsheet")) {
        return { format: "ODS", sheets: await readOds(bytes) };
      }
      throw new WorkbookError(msg`This zip archive is not an XLSX or ODS spreadsheet.`);
    }
    const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
    if (head.trimStart().startsWith("<") && isSpreadsheetMl(head)) {
      return {
        format: "XML Spreadsheet 2003",
        sheets: readSpreadsheetMl(new TextDecoder().decode(bytes)),
      };
    }
    throw new WorkbookError(
      msg`This file is not a spreadsheet the preview can read (XLSX, XLS, ODS or XML Spreadsheet 2003).`,
    );
  } catch (error) {
    if (error instanceof ZipError || error instanceof XmlError) {
      // What exactly broke (a zip or XML detail) is quoted in English, as the reader would report it.
      const detail = error.message;
      throw new WorkbookError(msg`The spreadsheet is damaged: ${detail}`, { cause: error });
    }
    throw error;
  }
}
