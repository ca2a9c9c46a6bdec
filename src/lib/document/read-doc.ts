import { msg } from "@lingui/core/macro";
import { BlockBuilder, DocumentError, type DocumentText } from "./document-text.ts";

// Word 97–2003 (.doc) as described in [MS-DOC]: the text is in the WordDocument stream, found
// through the piece table (Clx) of the table stream; paragraph properties (table cells, headings,
// lists) are in the PAPX pages that the PlcBtePapx of the table stream points to.

/** Characters read from the main text: a preview, and a bound on what a hostile file costs. */
export const MAX_CHARACTERS = 5_000_000;

interface Piece {
  readonly cpStart: number;
  readonly cpEnd: number;
  /** Byte offset of the piece's first character in the WordDocument stream. */
  readonly fc: number;
  /** One byte a character (Windows-1252) rather than two (UTF-16LE). */
  readonly compressed: boolean;
}

interface ParagraphProps {
  readonly istd: number;
  readonly inTable: boolean;
  readonly rowEnd: boolean;
  readonly list: boolean;
  readonly outline: number | null;
}

const PLAIN: ParagraphProps = {
  istd: 0,
  inTable: false,
  rowEnd: false,
  list: false,
  outline: null,
};

class Damaged extends Error {}

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Every offset comes from the file: one past its end says the file is damaged, not a RangeError.
  const at = (offset: number, size: number) => {
    if (offset < 0 || offset + size > bytes.length) {
      throw new Damaged(`a record at ${offset} runs past the end`);
    }
    return offset;
  };
  return {
    u8: (offset: number) => view.getUint8(at(offset, 1)),
    u16: (offset: number) => view.getUint16(at(offset, 2), true),
    u32: (offset: number) => view.getUint32(at(offset, 4), true),
    i32: (offset: number) => view.getInt32(at(offset, 4), true),
  };
}

function readPieces(table: Uint8Array, fcClx: number, lcbClx: number): Piece[] {
  const r = reader(table);
  let at = fcClx;
  const end = fcClx + lcbClx;
  // Prc records (formatting of pieces) come first; only the Pcdt that follows matters here.
  while (at < end && r.u8(at) === 0x01) at += 3 + r.u16(at + 1);
  if (at >= end || r.u8(at) !== 0x02) throw new Damaged("the piece table is missing");
  const lcb = r.u32(at + 1);
  const plc = at + 5;
  // The PlcPcd holds count + 1 CPs and count 8-byte Pcds, and must lie inside the Clx.
  const count = (lcb - 4) / 12;
  if (!Number.isInteger(count) || count < 1 || plc + lcb > end) {
    throw new Damaged("the piece table has a bad size");
  }
  const pieces: Piece[] = [];
  // CPs start at 0 and only go up: pieces that overlap or run backwards would let a small file
  // decode the same bytes again and again.
  let cpStart = r.u32(plc);
  if (cpStart !== 0) throw new Damaged("the piece table does not start at the first character");
  for (let i = 0; i < count; i++) {
    const cpEnd = r.u32(plc + (i + 1) * 4);
    if (cpEnd <= cpStart) throw new Damaged("the piece table's positions are out of order");
    const raw = r.u32(plc + (count + 1) * 4 + i * 8 + 2);
    const compressed = (raw & 0x40000000) !== 0;
    const fc = raw & 0x3fffffff;
    pieces.push({ cpStart, cpEnd, fc: compressed ? fc / 2 : fc, compressed });
    cpStart = cpEnd;
  }
  return pieces;
}

/** Operand sizes by the sprm's spra bits; 6 is variable and read from the operand itself. */
const OPERAND_SIZE = [1, 1, 2, 4, 2, 2, 0, 3];

/**
 * The size of a variable operand ([MS-DOC], Sprm's spra 6): a one-byte count of the bytes after it,
 * except for sprmTDefTable and sprmTDefTable10, whose count takes two bytes (and counts one byte
 * more), and sprmPChgTabs, whose count 255 means the size follows from its two tab counts.
 */
function variableOperandSize(r: ReturnType<typeof reader>, sprm: number, p: number): number {
  if (sprm === 0xd608 || sprm === 0xd606) return r.u16(p) + 1;
  const cb = r.u8(p);
  if (sprm !== 0xc615 || cb !== 255) return cb + 1;
  // cb, then the tabs deleted (a count, 4 bytes each), then the tabs added (a count, 3 bytes each).
  const deleted = r.u8(p + 1);
  const added = r.u8(p + 2 + deleted * 4);
  return 3 + deleted * 4 + added * 3;
}

function paragraphProps(bytes: Uint8Array, at: number, size: number): ParagraphProps {
  const r = reader(bytes);
  const istd = r.u16(at);
  let inTable = false;
  let rowEnd = false;
  let list = false;
  let outline: number | null = null;
  const end = at + size;
  for (let p = at + 2; p + 2 <= end; ) {
    const sprm = r.u16(p);
    p += 2;
    let operand = OPERAND_SIZE[sprm >> 13] ?? 1;
    if (operand === 0) operand = variableOperandSize(r, sprm, p);
    if (sprm === 0x2416) inTable = r.u8(p) !== 0;
    else if (sprm === 0x2417) rowEnd = r.u8(p) !== 0;
    else if (sprm === 0x460b) list = r.u16(p) !== 0;
    else if (sprm === 0x2640) outline = r.u8(p) < 9 ? r.u8(p) : null;
    p += operand;
  }
  return { istd, inTable, rowEnd, list, outline };
}

/** Paragraph properties by the byte offset of a paragraph's mark, from the PAPX pages. */
function paragraphLookup(word: Uint8Array, table: Uint8Array, fcPlc: number, lcbPlc: number) {
  const r = reader(table);
  const w = reader(word);
  // No index (lcb 0) leaves every paragraph plain; a size that is no whole index is damage.
  const count = lcbPlc === 0 ? 0 : (lcbPlc - 4) / 8;
  if (!Number.isInteger(count) || count < 0) {
    throw new Damaged("the paragraph index has a bad size");
  }
  const pages: { from: number; to: number; page: number }[] = [];
  for (let i = 0; i < count; i++) {
    pages.push({
      from: r.u32(fcPlc + i * 4),
      to: r.u32(fcPlc + (i + 1) * 4),
      page: (r.u32(fcPlc + (count + 1) * 4 + i * 4) & 0x3fffff) * 512,
    });
  }
  return (fc: number): ParagraphProps => {
    // Pages are in file order: a binary search keeps a file of many small pages linear.
    let low = 0;
    let high = pages.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((pages[mid]?.from ?? 0) <= fc) low = mid;
      else high = mid - 1;
    }
    const page = pages[low];
    if (!page || fc < page.from || fc >= page.to) return PLAIN;
    const runs = w.u8(page.page + 511);
    for (let j = 0; j < runs; j++) {
      if (fc < w.u32(page.page + j * 4) || fc >= w.u32(page.page + (j + 1) * 4)) continue;
      const offset = w.u8(page.page + (runs + 1) * 4 + j * 13) * 2;
      if (offset === 0) return PLAIN;
      const at = page.page + offset;
      const cb = w.u8(at);
      return cb === 0
        ? paragraphProps(word, at + 2, w.u8(at + 1) * 2)
        : paragraphProps(word, at + 1, cb * 2 - 1);
    }
    return PLAIN;
  };
}

/** Field codes are skipped and their results kept; object anchors and hyphen hints are dropped. */
function cleanText(text: string): string {
  // Runs between control characters are copied whole: up to MAX_CHARACTERS go through here.
  let out = "";
  let from = 0;
  // Each open field: true once past its separator. A field nested in another's code is code too.
  const fields: boolean[] = [];
  let codes = 0;
  const inFieldCode = () => codes > 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20) continue;
    if (!inFieldCode()) out += text.slice(from, i);
    from = i + 1;
    if (code === 0x13) {
      fields.push(false);
      codes++;
    } else if (code === 0x14) {
      if (fields.at(-1) === false) codes--;
      if (fields.length > 0) fields[fields.length - 1] = true;
    } else if (code === 0x15) {
      if (fields.pop() === false) codes--;
    } else if (inFieldCode()) continue;
    else if (code === 0x09 || code === 0x0b || code === 0x0a) out += " ";
    else if (code === 0x1e) out += "-";
  }
  if (!inFieldCode()) out += text.slice(from);
  return out.replace(/\s+/g, " ").trim();
}

/** Windows-1252's 0x80–0x9F (the rest of its bytes are Latin-1), undefined ones kept as they are. */
const CP1252_HIGH =
  "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f" +
  "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178";

/** Each byte's UTF-16 code unit. */
const CP1252 = Uint16Array.from({ length: 256 }, (_, b) =>
  b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b,
);

// A leading U+FEFF is text like any other: dropping it would shift every position after it.
const utf16 = new TextDecoder("utf-16le", { ignoreBOM: true });

// Mapped by hand: Node before 23 decodes "windows-1252" as Latin-1, so tests would not see what
// browsers do. The code units go through the UTF-16LE decoder in one call (typed arrays are
// little-endian on every platform that runs a browser).
function decodeCp1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = CP1252[bytes[i] ?? 0] ?? 0;
  return utf16.decode(units);
}

/** The main text as paragraphs, each with the properties of its mark. */
function* paragraphs(
  word: Uint8Array,
  pieces: readonly Piece[],
  characters: number,
  propsAt: (fc: number) => ParagraphProps,
): Generator<{ text: string; mark: string; props: ParagraphProps }> {
  let text = "";
  // Counted across all pieces, so the cap bounds the decoded text whatever the pieces say.
  let decoded = 0;
  for (const piece of pieces) {
    const length = Math.min(piece.cpEnd - piece.cpStart, characters - decoded);
    if (length <= 0) break;
    decoded += length;
    const width = piece.compressed ? 1 : 2;
    const start = piece.fc;
    const end = start + length * width;
    if (end > word.length) throw new Damaged("the text runs past the end of the file");
    const bytes = word.subarray(start, end);
    const chars = piece.compressed ? decodeCp1252(bytes) : utf16.decode(bytes);
    let from = 0;
    for (let i = 0; i < chars.length; i++) {
      const code = chars.charCodeAt(i);
      if (code === 0x0d || code === 0x07 || code === 0x0c) {
        const mark = chars.charAt(i);
        yield { text: text + chars.slice(from, i), mark, props: propsAt(start + i * width) };
        text = "";
        from = i + 1;
      }
    }
    text += chars.slice(from);
  }
  if (text) yield { text, mark: "\r", props: PLAIN };
}

function documentBlocks(
  word: Uint8Array,
  pieces: readonly Piece[],
  characters: number,
  propsAt: (fc: number) => ParagraphProps,
): DocumentText {
  const builder = new BlockBuilder();
  let cell: string[] = [];
  const limit = Math.min(characters, MAX_CHARACTERS);
  for (const { text, mark, props } of paragraphs(word, pieces, limit, propsAt)) {
    if (builder.full) break;
    const clean = cleanText(text);
    if (mark === "\x07" || props.inTable) {
      // A cell ends with its own mark; a row ends with a mark of its own after its last cell.
      if (mark !== "\x07") {
        if (clean) cell.push(clean);
      } else if (props.rowEnd) builder.endRow();
      else {
        if (clean) cell.push(clean);
        builder.cell(cell.join("\n"));
        cell = [];
      }
      continue;
    }
    cell = [];
    builder.endTable();
    if (!clean) continue;
    // Word's fixed styles 1–9 are Heading 1–9; an outline level marks a heading in other styles.
    const level =
      props.istd >= 1 && props.istd <= 9
        ? props.istd
        : props.outline !== null
          ? props.outline + 1
          : null;
    if (level !== null) builder.heading(Math.min(6, level + 1), clean);
    else if (props.list) builder.listItem(clean);
    else builder.paragraph(clean);
  }
  return builder.finish(characters > MAX_CHARACTERS);
}

/**
 * A Word 97–2003 document's text, read from its compound file with `cfb` (SheetJS's container
 * reader, loaded only when such a file comes). Password-protected and damaged files are said so.
 */
export async function readDoc(bytes: Uint8Array): Promise<DocumentText> {
  const CFB = await import("cfb");
  let container: ReturnType<typeof CFB.read>;
  try {
    container = CFB.read(bytes, { type: "array" });
  } catch (error) {
    throw new DocumentError(
      msg`The Word 97–2003 document is damaged or cut short: its container cannot be read.`,
      { cause: error },
    );
  }
  const stream = (name: string) => {
    const content = CFB.find(container, name)?.content;
    return content ? Uint8Array.from(content) : null;
  };
  if (stream("EncryptionInfo") || stream("EncryptedPackage")) throw encrypted();
  const word = stream("WordDocument");
  if (!word) {
    throw new DocumentError(
      msg`This file is an OLE compound file but holds no Word document (it may be an Excel workbook or another Office file).`,
    );
  }
  try {
    const r = reader(word);
    if (r.u16(0) !== 0xa5ec)
      throw new Damaged("the WordDocument stream does not start a Word file");
    // nFib 101 is Word 6 and 104 Word 95, whose FIB the Word 97 layout misreads; LibreOffice
    // too takes anything below 106 as Word 6/95.
    if (r.u16(2) < 106) {
      throw new DocumentError(
        msg`This is a Word 6 or Word 95 document, which the preview cannot read. Download it to open it in a word processor.`,
      );
    }
    const flags = r.u16(0x0a);
    if (flags & 0x0100) throw encrypted();
    const table = stream(flags & 0x0200 ? "1Table" : "0Table");
    if (!table) throw new Damaged("the table stream is missing");
    const characters = r.i32(0x4c);
    const pieces = readPieces(table, r.u32(0x1a2), r.u32(0x1a6));
    const propsAt = paragraphLookup(word, table, r.u32(0x102), r.u32(0x106));
    return documentBlocks(word, pieces, Math.max(0, characters), propsAt);
  } catch (error) {
    if (!(error instanceof Damaged)) throw error;
    const detail = error.message;
    throw new DocumentError(msg`The Word 97–2003 document is damaged: ${detail}`, { cause: error });
  }
}

function encrypted(): DocumentError {
  return new DocumentError(
    msg`This document is protected by a password (encrypted), so the preview cannot read it. Download it and open it with the password.`,
  );
}
