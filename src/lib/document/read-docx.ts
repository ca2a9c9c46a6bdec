import { msg } from "@lingui/core/macro";
import { SHEET_LIMITS } from "../sheet/workbook.ts";
import { StopScan, scanXml } from "../sheet/xml-scan.ts";
import { isZip, listZip, readZipText } from "../sheet/zip-read.ts";
import { BlockBuilder, DocumentError, type DocumentText } from "./document-text.ts";
import { readDoc } from "./read-doc.ts";

/** "Heading2", "heading 2", "Naslov2" (localised Word) give 2; "Title" gives 1. */
function headingLevel(style: string, outline: number | null): number | null {
  if (/^title$/i.test(style)) return 1;
  const match = /(\d)$/.exec(style);
  if (match && /^(heading|naslov|berschrift|titre|titolo|címsor|titlu)/i.test(style)) {
    return Math.min(6, Number(match[1]) + 1);
  }
  return outline !== null ? Math.min(6, outline + 2) : null;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/** A Word document by what its bytes are: DOCX, or Word 97–2003 in an OLE compound file. */
export async function readDocx(bytes: Uint8Array): Promise<DocumentText> {
  // Word 97–2003 files, and password-protected DOCX files, are OLE compound files.
  if (OLE_MAGIC.every((byte, i) => bytes[i] === byte)) return readDoc(bytes);
  if (new TextDecoder().decode(bytes.subarray(0, 5)) === "{\\rtf") {
    throw new DocumentError(
      msg`This is an RTF document, which the preview cannot read. Download it to open it in a word processor.`,
    );
  }
  if (!isZip(bytes)) throw new DocumentError(msg`This file is not a Word (.docx) document.`);
  const entries = listZip(bytes);
  const xml = await readZipText(bytes, entries, "word/document.xml", SHEET_LIMITS.partBytes);
  if (xml === null) throw new DocumentError(msg`This zip archive is not a Word (.docx) document.`);
  return documentBlocks(xml);
}

export function documentBlocks(xml: string): DocumentText {
  const builder = new BlockBuilder();
  let tableDepth = 0;
  let paragraph: { text: string; style: string; outline: number | null; list: boolean } | null =
    null;
  let inText = false;
  const endParagraph = (p: NonNullable<typeof paragraph>) => {
    const text = p.text.replace(/\s+/g, " ").trim();
    if (tableDepth > 0) builder.appendToCell(text);
    else if (!text) return;
    else {
      const level = headingLevel(p.style, p.outline);
      if (level !== null) builder.heading(level, text);
      else if (p.list) builder.listItem(text);
      else builder.paragraph(text);
    }
    // What is kept is the document's start: the rest of the part need not be scanned.
    if (builder.full) throw new StopScan();
  };
  scanXml(xml, {
    open(name, a) {
      if (name === "p") paragraph = { text: "", style: "", outline: null, list: false };
      else if (name === "pStyle" && paragraph) paragraph.style = a.val ?? "";
      else if (name === "outlineLvl" && paragraph) paragraph.outline = Number(a.val ?? 0);
      else if (name === "numPr" && paragraph) paragraph.list = true;
      else if (name === "t" && paragraph) inText = true;
      else if (name === "tab" && paragraph) paragraph.text += " ";
      else if ((name === "br" || name === "cr") && paragraph) paragraph.text += " ";
      else if (name === "tbl" && tableDepth++ === 0) builder.endTable();
      else if (name === "tr" && tableDepth === 1) builder.endRow();
      else if (name === "tc" && tableDepth === 1) {
        builder.cell("");
        if (builder.full) throw new StopScan();
      }
    },
    text(text) {
      if (inText && paragraph) paragraph.text += text;
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "p" && paragraph) {
        endParagraph(paragraph);
        paragraph = null;
      } else if (name === "tr" && tableDepth === 1) builder.endRow();
      else if (name === "tbl" && --tableDepth === 0) builder.endTable();
    },
  });
  return builder.finish();
}
