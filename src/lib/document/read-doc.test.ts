import { describe, expect, it } from "vitest";
import { generateCatalog } from "../../../demo-portal/catalog.ts";
import { DEMO_SLUGS } from "../../../demo-portal/demo-slugs.ts";
import { officeFixture } from "../../../demo-portal/office-fixtures.ts";
import { workbenchFile } from "../../../demo-portal/workbench-files.ts";
import type { DocumentText } from "./document-text.ts";
import { readDocx } from "./read-docx.ts";

// The same report as LibreOffice writes it in Word 97 and in DOCX: both must read the same.
const REPORT: DocumentText = {
  blocks: [
    { type: "heading", level: 2, text: "Izveštaj o izvršenju budžeta" },
    { type: "paragraph", text: "Prihodi su u drugom i četvrtom kvartalu premašili plan." },
    { type: "heading", level: 3, text: "Главни налази" },
    { type: "paragraph", text: "Извршење је 98,4 % плана за годину." },
    {
      type: "list",
      items: ["Najveći rashod su osnovne škole.", "Javni prevoz: 1.500 dinara."],
    },
    {
      type: "table",
      rows: [
        ["Kvartal", "Plan", "Izvršenje"],
        ["Q1 2024", "2.500.000", "2.312.450,50"],
      ],
    },
    { type: "paragraph", text: "Podaci: Gradska uprava za finansije, 15.04.2024." },
  ],
  truncated: false,
};

describe("Word documents written by LibreOffice", () => {
  it("reads the Word 97 .doc: headings, Cyrillic and Latin text, a list and a table", async () => {
    expect(await readDocx(officeFixture("report.doc"))).toEqual(REPORT);
  });

  it("reads the .docx of the same report the same way", async () => {
    expect(await readDocx(officeFixture("report.docx"))).toEqual(REPORT);
  });

  it("says a password-protected .doc is encrypted", async () => {
    await expect(readDocx(officeFixture("report-encrypted.doc"))).rejects.toThrow(
      /protected by a password/,
    );
    const entry = generateCatalog({ datasets: 20 }).find(DEMO_SLUGS.brokenFiles);
    const served = entry && workbenchFile("doc", entry);
    await expect(readDocx(served ?? new Uint8Array())).rejects.toThrow(/protected by a password/);
  });

  it("says a cut-short .doc is damaged, and an .xls is no Word document", async () => {
    const whole = officeFixture("report.doc");
    await expect(readDocx(whole.slice(0, Math.floor(whole.length / 2)))).rejects.toThrow(
      /Word 97–2003 document is damaged/,
    );
    await expect(readDocx(officeFixture("budget.xls"))).rejects.toThrow(/holds no Word document/);
  });

  it("says a .doc whose piece table points outside the file is damaged", async () => {
    const bytes = officeFixture("report.doc");
    // fcClx, where the piece table starts in the table stream, pointed far past its end.
    const word = findWordDocument(bytes);
    new DataView(bytes.buffer).setUint32(word + 0x1a2, 0x7fff_0000, true);
    await expect(readDocx(bytes)).rejects.toThrow(/damaged: a record at \d+ runs past the end/);
  });
});

/** The WordDocument stream starts with the FIB's magic 0xA5EC at a sector boundary. */
function findWordDocument(bytes: Uint8Array): number {
  for (let at = 512; at < bytes.length; at += 512) {
    if (bytes[at] === 0xec && bytes[at + 1] === 0xa5) return at;
  }
  throw new Error("no WordDocument stream");
}

/**
 * A minimal Word 97 file made here (cfb writes the container): one piece of one-byte text and no
 * paragraph properties. Enough to hold the reader to its caps without a large committed file.
 */
async function wordFile(text: string, flags = 0x0200): Promise<Uint8Array> {
  const CFB = await import("cfb");
  const word = new Uint8Array(0x200 + text.length);
  const fib = new DataView(word.buffer);
  fib.setUint16(0, 0xa5ec, true);
  fib.setUint16(2, 193, true);
  fib.setUint16(0x0a, flags, true);
  fib.setInt32(0x4c, text.length, true);
  // The text's characters are taken as single bytes (the test writes only codes below 0x100).
  for (let i = 0; i < text.length; i++) word[0x200 + i] = text.charCodeAt(i);
  // The Clx: a Pcdt holding a PlcPcd of one piece, compressed text at 0x200.
  const table = new Uint8Array(5 + 8 + 8);
  const clx = new DataView(table.buffer);
  clx.setUint8(0, 0x02);
  clx.setUint32(1, 16, true);
  clx.setUint32(5, 0, true);
  clx.setUint32(9, text.length, true);
  clx.setUint32(13 + 2, 0x40000000 | (0x200 * 2), true);
  fib.setUint32(0x1a2, 0, true);
  fib.setUint32(0x1a6, table.length, true);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", word);
  CFB.utils.cfb_add(container, "/1Table", table);
  return new Uint8Array(CFB.write(container, { type: "array" }));
}

describe("the .doc reader's caps", () => {
  it("reads a hand-made Word 97 file, its one-byte text as Windows-1252", async () => {
    // 0x80 is the euro sign in Windows-1252, a control character in Latin-1.
    expect(await readDocx(await wordFile("Prvi red\rCena: 5 \x80\r"))).toEqual({
      blocks: [
        { type: "paragraph", text: "Prvi red" },
        { type: "paragraph", text: "Cena: 5 €" },
      ],
      truncated: false,
    });
  });

  it("keeps the first 5,000 paragraphs and says the document goes on", async () => {
    const text = Array.from({ length: 6_000 }, (_, i) => `Red ${i + 1}\r`).join("");
    const { blocks, truncated } = await readDocx(await wordFile(text));
    expect(blocks).toHaveLength(5_000);
    expect(blocks.at(-1)).toEqual({ type: "paragraph", text: "Red 5000" });
    expect(truncated).toBe(true);
  });

  it("says a file with the encrypted flag is protected by a password", async () => {
    await expect(readDocx(await wordFile("Tajna\r", 0x0200 | 0x0100))).rejects.toThrow(
      /protected by a password/,
    );
  });
});
