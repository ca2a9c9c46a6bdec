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
export const MAX_BLOCKS = 5_000;
