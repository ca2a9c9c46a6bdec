import { MIN_INNER_MATCH } from "./word-start.ts";

/**
 * Which entries have a word that holds a query word: the distinct words of the whole catalog, each
 * with its entries, so a keystroke scans some thousands of short words instead of every
 * description. A query word never holds a space, so a match inside one word is the only match.
 */
export interface WordIndex {
  /**
   * Ascending ids of the entries with a word that contains `token` or, for a token shorter than
   * MIN_INNER_MATCH letters, that starts with it.
   */
  matching(token: string): Int32Array;
  /** Ascending ids of the entries with a word that starts with `token`. */
  starting(token: string): Int32Array;
}

/**
 * Tokens whose answers are kept: enough for the words of a few queries being typed, few enough
 * that the kept id lists stay small next to the index itself.
 */
const CACHE_LIMIT = 32;

/**
 * A word cut from a text keeps that whole text alive in V8 (a long piece of a string is a view of
 * it): kept as they are, the words would keep every folded description they were cut from. A word
 * kept as a key is copied on its own first.
 */
function ownCopy(word: string): string {
  return ` ${word}`.slice(1);
}

function addId(lists: Map<string, number[]>, key: string, id: number): void {
  let list = lists.get(key);
  if (!list) {
    list = [];
    lists.set(ownCopy(key), list);
  }
  // Ids arrive in ascending order: a repeat can only be the last one.
  if (list[list.length - 1] !== id) list.push(id);
}

/**
 * Collects the words of the entries one at a time (ids ascending), so a large catalog can be
 * indexed in small steps between frames; `build` freezes what was added into a WordIndex.
 */
export interface WordIndexBuilder {
  add(id: number, text: string): void;
  build(size: number): WordIndex;
}

export function createWordIndexBuilder(): WordIndexBuilder {
  const byWord = new Map<string, number[]>();
  const byStart = new Map<string, number[]>();
  return {
    add: (id, text) => {
      for (const word of text.split(" ")) {
        if (word === "") continue;
        addId(byWord, word, id);
        // First letters only: lists for every two-letter start weighed many times more; a
        // two-letter word is answered from the words that start with it.
        addId(byStart, word.slice(0, 1), id);
      }
    },
    build: (size) => {
      const index = freeze(byWord, byStart, size);
      // What was collected now lives packed in the index: let the collecting maps go.
      byWord.clear();
      byStart.clear();
      return index;
    },
  };
}

/** `texts[id]` is the folded, space-separated text of entry `id`. */
export function buildWordIndex(texts: readonly string[]): WordIndex {
  const builder = createWordIndexBuilder();
  texts.forEach((text, id) => {
    builder.add(id, text);
  });
  return builder.build(texts.length);
}

function freeze(
  byWord: Map<string, number[]>,
  byStart: Map<string, number[]>,
  size: number,
): WordIndex {
  // Every word's ids packed end to end in one typed array (word w's are postings[offsets[w]] up to
  // postings[offsets[w + 1]]): as one small array per word, or one small typed array, the same
  // ids weigh more (each array has its header).
  const words = [...byWord.keys()];
  let total = 0;
  for (const list of byWord.values()) total += list.length;
  const postings = new Int32Array(total);
  const offsets = new Int32Array(words.length + 1);
  let filled = 0;
  let slot = 0;
  for (const list of byWord.values()) {
    offsets[slot] = filled;
    postings.set(list, filled);
    filled += list.length;
    slot += 1;
  }
  offsets[slot] = filled;
  // Every word in one string, each after a line break ("\nbudzet\ngrada\n…"), with where each
  // starts: a token is found by the engine's native string search over it, then mapped back to
  // its word, instead of a call per word of the catalog.
  const dictionary = `\n${words.join("\n")}\n`;
  const wordStarts = new Int32Array(words.length + 1);
  let at = 1;
  words.forEach((word, w) => {
    wordStarts[w] = at;
    at += word.length + 1;
  });
  wordStarts[words.length] = at;
  /** The word that holds position `at` of the dictionary. */
  const wordAt = (at: number): number => {
    let low = 0;
    let high = words.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((wordStarts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  /** Positions (in `words`) of the words that hold `token`, or start with it. */
  const scan = (token: string, atStart: boolean): number[] => {
    const needle = atStart ? `\n${token}` : token;
    const shift = atStart ? 1 : 0;
    const found: number[] = [];
    for (let hit = dictionary.indexOf(needle); hit !== -1; ) {
      const w = wordAt(hit + shift);
      found.push(w);
      // A token holds no line break: the next match is in a later word.
      hit = dictionary.indexOf(needle, (wordStarts[w + 1] ?? dictionary.length) - shift);
    }
    return found;
  };
  const starts = new Map([...byStart].map(([letter, list]) => [letter, Int32Array.from(list)]));
  /** Per token: the positions (in `words`) of the words that hold it, and the ids they give. */
  const cache = new Map<string, { words: Int32Array; ids: Int32Array }>();
  const keyOf = (token: string, atStart: boolean) => `${atStart ? "^" : "*"}${token}`;

  /**
   * The words to test for `token`: a word that holds it holds each of its beginnings too, so when
   * one was asked just before (the same word, a letter shorter, as the reader types), only the
   * words that held it are tested, not the whole catalog's.
   */
  const candidates = (token: string, atStart: boolean): Int32Array | null => {
    for (let cut = token.length - 1; cut >= (atStart ? 2 : MIN_INNER_MATCH); cut--) {
      const hit = cache.get(keyOf(token.slice(0, cut), atStart));
      if (hit) return hit.words;
    }
    return null;
  };

  const collect = (token: string, atStart: boolean) => {
    const holds = (w: number) => {
      const word = words[w] ?? "";
      return atStart ? word.startsWith(token) : word.includes(token);
    };
    const from = candidates(token, atStart);
    const matched = from ? Array.from(from).filter(holds) : scan(token, atStart);
    const mark = new Uint8Array(size);
    let count = 0;
    for (const w of matched) {
      const end = offsets[w + 1] ?? 0;
      for (let at = offsets[w] ?? 0; at < end; at++) {
        const id = postings[at] ?? 0;
        if (mark[id] === 0) {
          mark[id] = 1;
          count += 1;
        }
      }
    }
    const ids = new Int32Array(count);
    let n = 0;
    for (let id = 0; id < size; id++) if (mark[id] === 1) ids[n++] = id;
    return { words: Int32Array.from(matched), ids };
  };

  const cached = (token: string, atStart: boolean): Int32Array => {
    if (token.length === 1) return starts.get(token) ?? new Int32Array(0);
    // A short word matches only where a word starts (see MIN_INNER_MATCH), either way it is asked.
    const start = atStart || token.length < MIN_INNER_MATCH;
    const key = keyOf(token, start);
    let answer = cache.get(key);
    if (!answer) {
      answer = collect(token, start);
      // The oldest answer goes first (a Map keeps insertion order).
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, answer);
    }
    return answer.ids;
  };

  return {
    matching: (token) => cached(token, false),
    starting: (token) => cached(token, true),
  };
}

/** The ids present in every list (each ascending), ascending. */
export function intersectIds(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  const [smallest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  if (!smallest) return new Int32Array(0);
  if (rest.length === 0) return smallest;
  const sets = rest.map((list) => new Set(list));
  return smallest.filter((id) => sets.every((set) => set.has(id)));
}
