import { describe, expect, it } from "vitest";
import { generateCatalog } from "../../../demo-portal/catalog.ts";
import { DEMO_SLUGS } from "../../../demo-portal/demo-slugs.ts";
import { officeFixture } from "../../../demo-portal/office-fixtures.ts";
import { workbenchFile } from "../../../demo-portal/workbench-files.ts";
import { type DocumentText, MAX_PARTS } from "./document-text.ts";
import { MAX_CHARACTERS } from "./read-doc.ts";
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

interface WordFileOptions {
  /** The FIB's flags: 0x0200 says the table stream is 1Table, 0x0100 that the file is encrypted. */
  readonly flags?: number;
  readonly nFib?: number;
  /** The FIB's count of main-text characters; the text's length unless said. */
  readonly characters?: number;
  /** The grpprl (sprms and operands) every paragraph gets, through one PAPX page. */
  readonly sprms?: readonly number[];
  /** The Clx in place of the one piece of the whole text. */
  readonly clx?: Uint8Array;
}

/** A Clx of one Pcdt: the pieces' CPs, then for each piece the offset of its one-byte text. */
function clxOf(cps: readonly number[], offsets: readonly number[]): Uint8Array {
  const lcb = cps.length * 4 + offsets.length * 8;
  const clx = new DataView(new ArrayBuffer(5 + lcb));
  clx.setUint8(0, 0x02);
  clx.setUint32(1, lcb, true);
  for (const [i, cp] of cps.entries()) clx.setUint32(5 + i * 4, cp, true);
  for (const [i, fc] of offsets.entries()) {
    clx.setUint32(5 + cps.length * 4 + i * 8 + 2, 0x40000000 | (fc * 2), true);
  }
  return new Uint8Array(clx.buffer);
}

const TEXT_AT = 0x200;

/**
 * A minimal Word 97 file made here (cfb writes the container): one piece of one-byte text and, if
 * asked, one PAPX page giving every paragraph the same properties. Enough to hold the reader to its
 * caps without a large committed file.
 */
async function wordFile(text: string, options: WordFileOptions = {}): Promise<Uint8Array> {
  const CFB = await import("cfb");
  const pageAt = Math.ceil((TEXT_AT + text.length) / 512) * 512;
  const word = new Uint8Array(options.sprms ? pageAt + 512 : TEXT_AT + text.length);
  const fib = new DataView(word.buffer);
  fib.setUint16(0, 0xa5ec, true);
  fib.setUint16(2, options.nFib ?? 193, true);
  fib.setUint16(0x0a, options.flags ?? 0x0200, true);
  fib.setInt32(0x4c, options.characters ?? text.length, true);
  // The text's characters are taken as single bytes (the test writes only codes below 0x100).
  for (let i = 0; i < text.length; i++) word[TEXT_AT + i] = text.charCodeAt(i);
  const clx = options.clx ?? clxOf([0, text.length], [TEXT_AT]);
  const table = new Uint8Array(clx.length + 12);
  table.set(clx);
  fib.setUint32(0x1a2, 0, true);
  fib.setUint32(0x1a6, clx.length, true);
  if (options.sprms) {
    // The PlcBtePapx (after the Clx): one page for the whole text.
    const plc = new DataView(table.buffer, clx.length);
    plc.setUint32(0, TEXT_AT, true);
    plc.setUint32(4, TEXT_AT + text.length, true);
    plc.setUint32(8, pageAt / 512, true);
    fib.setUint32(0x102, clx.length, true);
    fib.setUint32(0x106, 12, true);
    // The page: one run, its PAPX at byte 0x100 of the page: cb, istd 0, then the sprms.
    const page = new DataView(word.buffer, pageAt, 512);
    page.setUint32(0, TEXT_AT, true);
    page.setUint32(4, TEXT_AT + text.length, true);
    page.setUint8(8, 0x100 / 2);
    page.setUint8(0x100, Math.ceil((2 + options.sprms.length + 1) / 2));
    word.set(options.sprms, pageAt + 0x100 + 3);
    page.setUint8(511, 1);
  }
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", word);
  CFB.utils.cfb_add(container, "/1Table", table);
  return new Uint8Array(CFB.write(container, { type: "array" }));
}

/** sprmPIlfo 1: the paragraph is in a list. */
const IN_LIST = [0x0b, 0x46, 0x01, 0x00];

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

  it("keeps a field's result, not its code, and turns tabs and hyphen marks into text", async () => {
    const text =
      "Vidi\t\x13 PAGEREF _Ref1 \\h \x14strana 3\x15 dalje\r" +
      "\x13 IF \x13 PAGE \x14\x31\x15 = 1 \x14Prva\x15 kao\x1enegacija\x1fslo\x01\r";
    expect((await readDocx(await wordFile(text))).blocks).toEqual([
      { type: "paragraph", text: "Vidi strana 3 dalje" },
      { type: "paragraph", text: "Prva kao-negacijaslo" },
    ]);
  });

  it("keeps the first 5,000 paragraphs and says the document goes on", async () => {
    const text = Array.from({ length: 6_000 }, (_, i) => `Red ${i + 1}\r`).join("");
    const { blocks, truncated } = await readDocx(await wordFile(text));
    expect(blocks).toHaveLength(5_000);
    expect(blocks.at(-1)).toEqual({ type: "paragraph", text: "Red 5000" });
    expect(truncated).toBe(true);
  });

  it("says a file with the encrypted flag is protected by a password", async () => {
    await expect(readDocx(await wordFile("Tajna\r", { flags: 0x0200 | 0x0100 }))).rejects.toThrow(
      /protected by a password/,
    );
  });

  it("keeps one list of at most MAX_PARTS items, however many list paragraphs follow", async () => {
    const text = "a\r".repeat(40_000);
    const { blocks, truncated } = await readDocx(await wordFile(text, { sprms: IN_LIST }));
    expect(blocks).toEqual([{ type: "list", items: Array(MAX_PARTS).fill("a") }]);
    expect(truncated).toBe(true);
  });

  it("keeps at most MAX_PARTS cells of a table of one endless row", async () => {
    const { blocks, truncated } = await readDocx(await wordFile("x\x07".repeat(MAX_PARTS + 500)));
    expect(blocks).toEqual([{ type: "table", rows: [Array(MAX_PARTS).fill("x")] }]);
    expect(truncated).toBe(true);
  });

  it("counts list items and table cells against one budget for the document", async () => {
    const half = MAX_PARTS / 2;
    const text = `${"a\r".repeat(half)}${"x\x07".repeat(half + 1)}`;
    const { blocks, truncated } = await readDocx(await wordFile(text, { sprms: IN_LIST }));
    expect(blocks).toEqual([
      { type: "list", items: Array(half).fill("a") },
      { type: "table", rows: [Array(half).fill("x")] },
    ]);
    expect(truncated).toBe(true);
  });
});

describe("the .doc reader's piece table", () => {
  it("reads pieces in the order of their positions, wherever their bytes lie", async () => {
    // "Drugi\r" is stored first, "Prvi\r" after it; the piece table puts "Prvi\r" first.
    const clx = clxOf([0, 5, 11], [TEXT_AT + 6, TEXT_AT]);
    expect(await readDocx(await wordFile("Drugi\rPrvi\r", { clx }))).toEqual({
      blocks: [
        { type: "paragraph", text: "Prvi" },
        { type: "paragraph", text: "Drugi" },
      ],
      truncated: false,
    });
  });

  it("says a piece table whose positions overlap or run backwards is damaged", async () => {
    // Pieces 0–5, 5–0, 0–5, …: before the check each forward piece was decoded again.
    const cps = Array.from({ length: 201 }, (_, i) => (i % 2) * 5);
    const overlapping = clxOf(cps, Array(200).fill(TEXT_AT));
    await expect(readDocx(await wordFile("Ponovo\r", { clx: overlapping }))).rejects.toThrow(
      /damaged: the piece table's positions are out of order/,
    );
    const late = clxOf([3, 7], [TEXT_AT]);
    await expect(readDocx(await wordFile("Kasno\r", { clx: late }))).rejects.toThrow(
      /damaged: the piece table does not start at the first character/,
    );
  });

  it("says a piece table larger than its Clx is damaged", async () => {
    const clx = clxOf([0, 6], [TEXT_AT]);
    // 100 pieces claimed in a Clx that holds one.
    new DataView(clx.buffer).setUint32(1, 4 + 100 * 12, true);
    await expect(readDocx(await wordFile("Veliko\r", { clx }))).rejects.toThrow(
      /damaged: the piece table has a bad size/,
    );
  });

  it("decodes at most MAX_CHARACTERS across all pieces, and says the document goes on", async () => {
    // 1,000 pieces that all point at the same 10,000 bytes: a small file of 10 M characters.
    const length = 10_000;
    const cps = Array.from({ length: 1_001 }, (_, i) => i * length);
    const clx = clxOf(cps, Array(1_000).fill(TEXT_AT));
    const paragraph = `${"a".repeat(length - 1)}\r`;
    const file = await wordFile(paragraph, { clx, characters: 1_000 * length });
    expect(file.length).toBeLessThan(64 * 1024);
    const { blocks, truncated } = await readDocx(file);
    expect(blocks).toHaveLength(MAX_CHARACTERS / length);
    expect(blocks[0]).toEqual({ type: "paragraph", text: "a".repeat(length - 1) });
    expect(truncated).toBe(true);
  });
});

describe("the .doc reader's FIB and sprms", () => {
  it("says Word 6 (nFib 101) and Word 95 (nFib 104) files cannot be previewed", async () => {
    for (const nFib of [101, 104, 105]) {
      await expect(readDocx(await wordFile("Stari\r", { nFib }))).rejects.toThrow(
        /Word 6 or Word 95 document/,
      );
    }
    expect((await readDocx(await wordFile("Novi\r", { nFib: 193 }))).blocks).toEqual([
      { type: "paragraph", text: "Novi" },
    ]);
  });

  it("steps over a sprmPChgTabs of the long form to the sprms after it", async () => {
    // cb 255, then one tab deleted (position, closeness) and one added (position, TBD).
    const changeTabs = [0x15, 0xc6, 0xff, 0x01, 0x10, 0x00, 0x19, 0x00, 0x01, 0x20, 0x00, 0x00];
    const file = await wordFile("Stavka\r", { sprms: [...changeTabs, ...IN_LIST] });
    expect((await readDocx(file)).blocks).toEqual([{ type: "list", items: ["Stavka"] }]);
  });

  it("steps over a sprmPChgTabs of the short form and a sprmTDefTable10's two-byte count", async () => {
    const changeTabs = [0x15, 0xc6, 0x02, 0x00, 0x00];
    // cb 3 counts itself less one: two bytes of count, two of table definition.
    const defTable = [0x06, 0xd6, 0x03, 0x00, 0x01, 0x00];
    const file = await wordFile("Stavka\r", { sprms: [...changeTabs, ...defTable, ...IN_LIST] });
    expect((await readDocx(file)).blocks).toEqual([{ type: "list", items: ["Stavka"] }]);
  });
});
