import { ReadableError } from "../readable-error.ts";

/**
 * A Word document as plain blocks of text (headings, paragraphs, lists, tables), never as HTML:
 * React renders them as text, so nothing in the file can become markup or script.
 */
export type DocBlock =
  | { readonly type: "heading"; readonly level: number; readonly text: string }
  | { readonly type: "paragraph"; readonly text: string }
  | { readonly type: "list"; readonly items: readonly string[] }
  | { readonly type: "table"; readonly rows: readonly (readonly string[])[] };

export interface DocumentText {
  readonly blocks: readonly DocBlock[];
  /** True when the document went on past the blocks kept. */
  readonly truncated: boolean;
}

export class DocumentError extends ReadableError {
  override name = "DocumentError";
}

/** Blocks kept of one document: a preview, and a bound on what a hostile file costs. */
const MAX_BLOCKS = 5_000;

/**
 * List items and table cells kept of one document, counted together: a list or a table is one
 * block, so MAX_BLOCKS alone would let one of them grow without end, and the view renders them all.
 */
export const MAX_PARTS = 20_000;

/**
 * The blocks of one document as its reader meets them, shared by the .doc and .docx readers so both
 * join lists and tables the same way and keep to the same caps. A cap reached ends the document
 * there: what is kept is always its start, which is what `truncated` tells the view.
 */
export class BlockBuilder {
  readonly #blocks: DocBlock[] = [];
  #parts = 0;
  #truncated = false;
  /** The list and the table being grown: appended to in place, never copied. */
  #list: string[] | null = null;
  #table: string[][] | null = null;
  #row: string[] | null = null;

  /** True once a cap was reached: the reader can stop, nothing more is kept. */
  get full(): boolean {
    return this.#truncated;
  }

  heading(level: number, text: string): void {
    this.endTable();
    this.#list = null;
    this.#push({ type: "heading", level, text });
  }

  paragraph(text: string): void {
    this.endTable();
    this.#list = null;
    this.#push({ type: "paragraph", text });
  }

  /** Consecutive list items are one list. */
  listItem(text: string): void {
    this.endTable();
    // The part is spent first, so a cap never leaves an empty list behind.
    if (!this.#spend()) return;
    if (this.#list === null) {
      const items: string[] = [];
      if (!this.#push({ type: "list", items })) return;
      this.#list = items;
    }
    this.#list.push(text);
  }

  /** A new cell at the end of the current row; the first cell opens the row (and the table). */
  cell(text: string): void {
    this.#list = null;
    if (!this.#spend()) return;
    if (this.#table === null) {
      const rows: string[][] = [];
      if (!this.#push({ type: "table", rows })) return;
      this.#table = rows;
    }
    if (this.#row === null) {
      this.#row = [];
      this.#table.push(this.#row);
    }
    this.#row.push(text);
  }

  /** A further paragraph of the current row's last cell; none open drops it. */
  appendToCell(text: string): void {
    const row = this.#row;
    const last = row ? row.length - 1 : -1;
    if (!row || last < 0 || !text) return;
    row[last] = row[last] ? `${row[last]}\n${text}` : text;
  }

  /** Rows without cells are dropped: a hostile file could hold any number of them. */
  endRow(): void {
    this.#row = null;
  }

  endTable(): void {
    this.#table = null;
    this.#row = null;
  }

  /** The document kept; `cut` says the reader itself stopped early (at a cap of its own). */
  finish(cut = false): DocumentText {
    return { blocks: this.#blocks, truncated: this.#truncated || cut };
  }

  #push(block: DocBlock): boolean {
    if (this.#truncated) return false;
    if (this.#blocks.length >= MAX_BLOCKS) return this.#stop();
    this.#blocks.push(block);
    return true;
  }

  #spend(): boolean {
    if (this.#truncated) return false;
    if (this.#parts >= MAX_PARTS) return this.#stop();
    this.#parts++;
    return true;
  }

  #stop(): false {
    this.#truncated = true;
    this.#list = null;
    this.endTable();
    return false;
  }
}
