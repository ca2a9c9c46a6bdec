import { foldWithOffsets } from "./fold.ts";
import { MIN_INNER_MATCH } from "./word-start.ts";

/** A piece of text to show, marked when it matched a query word. */
export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Texts folded lately: a keystroke shows mostly the rows, organizations and categories the last
 * one did, and folding them again, character by character, was a tenth of its time.
 */
const foldedTexts = new Map<string, ReturnType<typeof foldWithOffsets>>();
const FOLDED_TEXTS_KEPT = 500;

function foldedText(text: string): ReturnType<typeof foldWithOffsets> {
  let folded = foldedTexts.get(text);
  if (!folded) {
    folded = foldWithOffsets(text);
    if (foldedTexts.size >= FOLDED_TEXTS_KEPT)
      foldedTexts.delete(foldedTexts.keys().next().value ?? "");
    foldedTexts.set(text, folded);
  }
  return folded;
}

function startsWord(folded: string, at: number): boolean {
  return at === 0 || !/[a-z0-9]/.test(folded.charAt(at - 1));
}

/** Splits a text into matched and unmatched parts, matching folded query words in the original spelling. */
export function highlightParts(text: string, tokens: readonly string[]): TextPart[] {
  if (tokens.length === 0 || text === "") return [{ text, match: false }];
  const { folded, offsets } = foldedText(text);
  const ranges: [number, number][] = [];
  for (const token of tokens) {
    const anywhere = token.length >= MIN_INNER_MATCH;
    for (let at = folded.indexOf(token); at !== -1; at = folded.indexOf(token, at + token.length)) {
      if (!anywhere && !startsWord(folded, at)) continue;
      const start = offsets[at] ?? 0;
      // The end is where the character after the last matched one starts in the original.
      let endAt = at + token.length;
      while (endAt < offsets.length - 1 && offsets[endAt] === offsets[endAt - 1]) endAt++;
      ranges.push([start, offsets[endAt] ?? text.length]);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let cursor = 0;
  let open: [number, number] | null = null;
  const flush = () => {
    if (!open) return;
    if (open[0] > cursor) parts.push({ text: text.slice(cursor, open[0]), match: false });
    parts.push({ text: text.slice(open[0], open[1]), match: true });
    cursor = open[1];
  };
  for (const range of ranges) {
    if (open && range[0] <= open[1]) open[1] = Math.max(open[1], range[1]);
    else {
      flush();
      open = [range[0], range[1]];
    }
  }
  flush();
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
