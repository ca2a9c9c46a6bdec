import { MIN_INNER_MATCH } from "./word-start.ts";

/**
 * Which entries have a word that holds a query word: the distinct words of the whole catalog, each
 * with its entries, so a keystroke scans some thousands of short words instead of every
 * description. A query word never holds a space, so a match inside one word is the only match.
 */
/** Ascending entry ids. */
export type Ids = Int32Array | readonly number[];

export interface WordIndex {
  /**
   * Ascending ids of the entries with a word that contains `token` or, for a token shorter than
   * MIN_INNER_MATCH letters, that starts with it.
   */
  matching(token: string): Ids;
  /** Ascending ids of the entries with a word that starts with `token`. */
  starting(token: string): Ids;
}

const CACHE_LIMIT = 256;

function addId(lists: Map<string, number[]>, key: string, id: number): void {
  let list = lists.get(key);
  if (!list) {
    list = [];
    lists.set(key, list);
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
        addId(byStart, word.slice(0, 1), id);
        if (word.length > 1) addId(byStart, word.slice(0, 2), id);
      }
    },
    build: (size) => freeze(byWord, byStart, size),
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
  // The id lists stay the arrays they were collected in: copying a big catalog's hundreds of
  // thousands of them into typed arrays took one long task, and a small typed array weighs more
  // than the small array of integers it copies.
  const words = [...byWord.keys()];
  const lists = [...byWord.values()];
  const cache = new Map<string, Int32Array>();

  const collect = (token: string, atStart: boolean): Int32Array => {
    const mark = new Uint8Array(size);
    let count = 0;
    words.forEach((word, w) => {
      if (atStart ? !word.startsWith(token) : !word.includes(token)) return;
      for (const id of lists[w] ?? []) {
        if (mark[id] === 0) {
          mark[id] = 1;
          count += 1;
        }
      }
    });
    const ids = new Int32Array(count);
    let n = 0;
    for (let id = 0; id < size; id++) if (mark[id] === 1) ids[n++] = id;
    return ids;
  };

  const cached = (token: string, atStart: boolean): Ids => {
    if (token.length < MIN_INNER_MATCH) return byStart.get(token) ?? [];
    const key = `${atStart ? "^" : "*"}${token}`;
    let ids = cache.get(key);
    if (!ids) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      ids = collect(token, atStart);
      cache.set(key, ids);
    }
    return ids;
  };

  return {
    matching: (token) => cached(token, false),
    starting: (token) => cached(token, true),
  };
}

/** The ids present in every list (each ascending), ascending. */
export function intersectIds(lists: readonly Ids[]): Ids {
  if (lists.length === 0) return [];
  const [smallest, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  if (!smallest) return [];
  if (rest.length === 0) return smallest;
  const sets = rest.map((list) => new Set(list));
  return smallest.filter((id) => sets.every((set) => set.has(id)));
}
