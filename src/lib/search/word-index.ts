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
  /**
   * The letters that follow `token` in the catalog's words (for "", the letters words start
   * with), the most common first: what a reader typing `token` most likely types next.
   */
  nextLetters(token: string): string;
  /**
   * What nextLetters ranks: for each letter, how many of the catalog's words continue `token`
   * with it (for "", how many entries have a word starting with it). Joined indexes add their
   * parts' counts, so a word in two parts counts twice.
   */
  nextLetterCounts(token: string): ReadonlyMap<string, number>;
}

/**
 * Tokens whose answers are kept: enough for the words being typed and each letter that may come
 * next (the catalog asks ahead for those), few enough that the kept id lists stay small next to
 * the index itself.
 */
const CACHE_LIMIT = 64;

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
 * Collects the folded words of the entries one at a time (ids ascending), so a list can be
 * indexed as it arrives; `build` freezes what was added into a WordIndex.
 */
export interface WordIndexBuilder {
  add(id: number, words: readonly string[]): void;
  build(size: number): WordIndex;
}

export function createWordIndexBuilder(): WordIndexBuilder {
  const byWord = new Map<string, number[]>();
  return {
    add: (id, words) => {
      for (const word of words) addId(byWord, word, id);
    },
    build: (size) => {
      const index = freeze(byWord, size);
      // What was collected now lives packed in the index: let the collecting map go.
      byWord.clear();
      return index;
    },
  };
}

/** `texts[id]` is the folded, space-separated text of entry `id`. */
export function buildWordIndex(texts: readonly string[]): WordIndex {
  const builder = createWordIndexBuilder();
  texts.forEach((text, id) => {
    builder.add(
      id,
      text.split(" ").filter((word) => word !== ""),
    );
  });
  return builder.build(texts.length);
}

/**
 * What a WordIndex keeps of its words. The words themselves are not kept as strings: each would
 * weigh its own header beside the dictionary that already holds it (see bench/README.md).
 */
interface PackedWords {
  /** Every word's ids end to end: word w's are postings[offsets[w]] to postings[offsets[w + 1]]. */
  readonly postings: Int32Array;
  readonly offsets: Int32Array;
  /**
   * Every word after a line break, in code-unit order ("\nbudzet\ngrada\n…"): a token inside
   * words is searched for natively, and the words a token starts are found by halving.
   */
  readonly dictionary: string;
  /** Where word w starts in the dictionary; the last entry is one past the end. */
  readonly wordStarts: Int32Array;
  readonly count: number;
  /** For each first letter, the entries with a word that starts with it. */
  readonly starts: Map<string, LetterEntries>;
}

/**
 * The entries with a word that starts with one letter, one bit per entry (bit id % 32 of chunk
 * id / 32): a common letter is in most entries, where a list of ids spends 32 bits on each. Its
 * ids are decoded when the letter is asked.
 */
interface LetterEntries {
  readonly bits: Uint32Array;
  /** How many bits are set, counted once so that counting letters decodes none. */
  readonly count: number;
}

function packWords(byWord: Map<string, number[]>, size: number): PackedWords {
  // As one small array per word, or one small typed array, the same ids weigh more (each array
  // has its header). In code-unit order, the words that start with a token are one run of them.
  const words = [...byWord.keys()].sort();
  let total = 0;
  for (const list of byWord.values()) total += list.length;
  const postings = new Int32Array(total);
  const offsets = new Int32Array(words.length + 1);
  let filled = 0;
  words.forEach((word, slot) => {
    const list = byWord.get(word) ?? [];
    offsets[slot] = filled;
    postings.set(list, filled);
    filled += list.length;
  });
  offsets[words.length] = filled;
  const dictionary = `\n${words.join("\n")}\n`;
  const wordStarts = new Int32Array(words.length + 1);
  let at = 1;
  words.forEach((word, w) => {
    wordStarts[w] = at;
    at += word.length + 1;
  });
  wordStarts[words.length] = at;
  const starts = firstLetterEntries(words, postings, offsets, size);
  return { postings, offsets, dictionary, wordStarts, count: words.length, starts };
}

function freeze(byWord: Map<string, number[]>, size: number): WordIndex {
  const { postings, offsets, dictionary, wordStarts, count, starts } = packWords(byWord, size);
  /** Word w, cut from the dictionary when a candidate is tested. */
  const wordOf = (w: number) =>
    dictionary.slice(wordStarts[w] ?? 0, (wordStarts[w + 1] ?? dictionary.length) - 1);
  /** The first word, from `low`, for which `after` holds, given that it holds for every later one. */
  const firstWhere = (low: number, after: (w: number) => boolean): number => {
    let high = count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (after(mid)) high = mid;
      else low = mid + 1;
    }
    return low;
  };
  /** The word that holds position `at` of the dictionary: the last one to start at or before it. */
  const wordAt = (at: number): number => firstWhere(0, (w) => (wordStarts[w] ?? 0) > at) - 1;
  /** The run of words that start with `token`: [from, to) in `words`. */
  const startingRange = (token: string): { from: number; to: number } => {
    const from = firstWhere(0, (w) => wordOf(w) >= token);
    const to = firstWhere(from, (w) => !dictionary.startsWith(token, wordStarts[w] ?? 0));
    return { from, to };
  };
  /** Positions (in `words`) of the words that hold `token`. */
  const scan = (token: string): number[] => {
    const found: number[] = [];
    for (let hit = dictionary.indexOf(token); hit !== -1; ) {
      const w = wordAt(hit);
      found.push(w);
      // A token holds no line break: the next match is in a later word.
      hit = dictionary.indexOf(token, wordStarts[w + 1] ?? dictionary.length);
    }
    return found;
  };
  /**
   * Per token: the ids of its entries and, for a token inside words, the positions (in `words`)
   * of the words that hold it (the longer tokens typed after it test only these).
   */
  const cache = new Map<string, { words: Int32Array | null; ids: Int32Array }>();
  const keyOf = (token: string, atStart: boolean) => `${atStart ? "^" : "*"}${token}`;
  /** A kept answer, moved to the end (a Map keeps insertion order): the least used goes first. */
  const recall = (key: string) => {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
    }
    return hit;
  };

  /**
   * The words to test for `token` inside words: a word that holds it holds each of its beginnings
   * too, so when one was asked just before (the same word, a letter shorter, as the reader types),
   * only the words that held it are tested, not the whole catalog's.
   */
  const candidates = (token: string): Int32Array | null => {
    for (let cut = token.length - 1; cut >= MIN_INNER_MATCH; cut--) {
      const hit = recall(keyOf(token.slice(0, cut), false))?.words;
      if (hit) return hit;
    }
    return null;
  };

  const collect = (token: string, atStart: boolean) => {
    if (atStart) {
      const { from, to } = startingRange(token);
      const run = Int32Array.from({ length: to - from }, (_, i) => from + i);
      return { words: null, ids: idsOfWords(run, postings, offsets, size) };
    }
    const from = candidates(token);
    const matched = from ? Array.from(from).filter((w) => wordOf(w).includes(token)) : scan(token);
    return { words: Int32Array.from(matched), ids: idsOfWords(matched, postings, offsets, size) };
  };

  const cached = (token: string, atStart: boolean): Int32Array => {
    // A letter's ids are decoded each time it is asked, not kept: asking ahead from an empty box
    // asks every letter, and kept, their ids weighed what the bits save (see bench/README.md).
    if (token.length === 1) {
      const entries = starts.get(token);
      return entries ? idsOfBits(entries) : new Int32Array(0);
    }
    // A short word matches only where a word starts (see MIN_INNER_MATCH), either way it is asked.
    const start = atStart || token.length < MIN_INNER_MATCH;
    const key = keyOf(token, start);
    let answer = recall(key);
    if (!answer) {
      answer = collect(token, start);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, answer);
    }
    return answer.ids;
  };

  const nextLetterCounts = (token: string): Map<string, number> => {
    const counts = new Map<string, number>();
    if (token === "") {
      for (const [letter, entries] of starts) counts.set(letter, entries.count);
    } else {
      const tally = (next: string | undefined) => {
        if (next !== undefined && next !== "\n") counts.set(next, (counts.get(next) ?? 0) + 1);
      };
      // Where the next token is matched (at a word's start, or anywhere in it) is where it counts.
      if (token.length + 1 < MIN_INNER_MATCH) {
        const { from, to } = startingRange(token);
        for (let w = from; w < to; w++) tally(dictionary[(wordStarts[w] ?? 0) + token.length]);
      } else {
        for (
          let hit = dictionary.indexOf(token);
          hit !== -1;
          hit = dictionary.indexOf(token, hit + 1)
        ) {
          tally(dictionary[hit + token.length]);
        }
      }
    }
    return counts;
  };

  return {
    matching: (token) => cached(token, false),
    starting: (token) => cached(token, true),
    nextLetters: (token) => rankLetters(nextLetterCounts(token)),
    nextLetterCounts,
  };
}

/** The letters, the most common first. */
function rankLetters(counts: ReadonlyMap<string, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([letter]) => letter)
    .join("");
}

/**
 * One index over several catalogs' indexes, end to end: entry `id` of part `k` is entry
 * `id + (the sizes of the parts before k)` of the whole. Across portals, each portal's own index
 * answers for it, so nothing is indexed twice, nor built as the first keystroke waits (see
 * bench/README.md).
 */
export function joinWordIndexes(
  parts: readonly { readonly index: () => WordIndex; readonly size: number }[],
): WordIndex {
  const join = (answers: readonly Int32Array[]): Int32Array => {
    const whole = new Int32Array(answers.reduce((sum, ids) => sum + ids.length, 0));
    let at = 0;
    let offset = 0;
    answers.forEach((ids, k) => {
      for (const id of ids) whole[at++] = id + offset;
      offset += parts[k]?.size ?? 0;
    });
    return whole;
  };
  const nextLetterCounts = (token: string) => {
    const counts = new Map<string, number>();
    for (const part of parts) {
      for (const [letter, n] of part.index().nextLetterCounts(token)) {
        counts.set(letter, (counts.get(letter) ?? 0) + n);
      }
    }
    return counts;
  };
  return {
    matching: (token) => join(parts.map((part) => part.index().matching(token))),
    starting: (token) => join(parts.map((part) => part.index().starting(token))),
    nextLetters: (token) => rankLetters(nextLetterCounts(token)),
    nextLetterCounts,
  };
}

/** The ascending ids of the entries with any of these words (positions in the index's words). */
function idsOfWords(
  words: Iterable<number>,
  postings: Int32Array,
  offsets: Int32Array,
  size: number,
): Int32Array {
  const mark = new Uint8Array(size);
  let count = 0;
  for (const w of words) {
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
  return ids;
}

/**
 * For each first letter, the entries with a word that starts with it: gathered once from the
 * words' own lists, rather than a second list kept per word read. First letters only: lists for
 * every two-letter start weighed many times more; a two-letter token is answered from the words
 * that start with it.
 */
function firstLetterEntries(
  words: readonly string[],
  postings: Int32Array,
  offsets: Int32Array,
  size: number,
): Map<string, LetterEntries> {
  const byLetter = new Map<string, number[]>();
  words.forEach((word, w) => {
    const letter = word.slice(0, 1);
    let list = byLetter.get(letter);
    if (!list) {
      list = [];
      byLetter.set(letter, list);
    }
    list.push(w);
  });
  const starts = new Map<string, LetterEntries>();
  for (const [letter, letterWords] of byLetter) {
    const bits = new Uint32Array(Math.ceil(size / 32));
    for (const w of letterWords) {
      const end = offsets[w + 1] ?? 0;
      for (let at = offsets[w] ?? 0; at < end; at++) {
        const id = postings[at] ?? 0;
        bits[id >>> 5] = (bits[id >>> 5] ?? 0) | (1 << (id & 31));
      }
    }
    let count = 0;
    for (const chunk of bits) count += bitCount(chunk);
    starts.set(letter, { bits, count });
  }
  return starts;
}

/** The bits set in a 32-bit chunk. */
function bitCount(chunk: number): number {
  let n = chunk - ((chunk >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The ascending ids of a letter's entries. */
function idsOfBits({ bits, count }: LetterEntries): Int32Array {
  const ids = new Int32Array(count);
  let n = 0;
  for (let chunk = 0; chunk < bits.length; chunk++) {
    let rest = bits[chunk] ?? 0;
    while (rest !== 0) {
      // The lowest bit set, then cleared: a step per id, none per empty bit.
      const lowest = rest & -rest;
      ids[n++] = chunk * 32 + 31 - Math.clz32(lowest);
      rest ^= lowest;
    }
  }
  return ids;
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
