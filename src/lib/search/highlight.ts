import { foldWithOffsets } from "./fold.ts";
import { MIN_INNER_MATCH } from "./word-start.ts";

/**
 * Where a query's words are in a text: [start, end) pairs of offsets into the text as written (not
 * folded), flat, in order and merged, so `Čistoća` is marked whole when `cistoca` was typed.
 */
export type Marks = readonly number[];

export const NO_MARKS: Marks = [];

function startsWord(folded: string, at: number): boolean {
  return at === 0 || !/[a-z0-9]/.test(folded.charAt(at - 1));
}

/**
 * Marks texts for folded query words. Keeps the texts it folded last (`kept` of them): the answers
 * of one text and of the keys after it show mostly the same rows, organizations and categories.
 */
export function createMarker(kept = 1000): (text: string, tokens: readonly string[]) => Marks {
  const foldedTexts = new Map<string, ReturnType<typeof foldWithOffsets>>();
  const foldedText = (text: string) => {
    let folded = foldedTexts.get(text);
    if (!folded) {
      folded = foldWithOffsets(text);
      if (foldedTexts.size >= kept) foldedTexts.delete(foldedTexts.keys().next().value ?? "");
      foldedTexts.set(text, folded);
    }
    return folded;
  };
  return (text, tokens) => {
    if (tokens.length === 0 || text === "") return NO_MARKS;
    const { folded, offsets } = foldedText(text);
    const ranges: [number, number][] = [];
    for (const token of tokens) {
      const anywhere = token.length >= MIN_INNER_MATCH;
      for (
        let at = folded.indexOf(token);
        at !== -1;
        at = folded.indexOf(token, at + token.length)
      ) {
        if (!anywhere && !startsWord(folded, at)) continue;
        // The end is where the character after the last matched one starts in the original.
        let endAt = at + token.length;
        while (endAt < offsets.length - 1 && offsets[endAt] === offsets[endAt - 1]) endAt++;
        ranges.push([offsets[at] ?? 0, offsets[endAt] ?? text.length]);
      }
    }
    if (ranges.length === 0) return NO_MARKS;
    ranges.sort((a, b) => a[0] - b[0]);
    const marks: number[] = [];
    for (const [start, end] of ranges) {
      const last = marks.length - 1;
      if (last > 0 && start <= (marks[last] as number))
        marks[last] = Math.max(marks[last] as number, end);
      else marks.push(start, end);
    }
    return marks;
  };
}
