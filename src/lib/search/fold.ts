/**
 * One Latin ASCII form for both the query and the text, so `cistoca` finds `Čistoća`,
 * `bucuresti` finds `București` and `beograd` finds `Београд` (Serbian transliteration).
 */

/** Serbian (and Russian) Cyrillic letters in their usual Latin transliteration, lower case. */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ђ: "dj",
  е: "e",
  ё: "e",
  ж: "z",
  з: "z",
  и: "i",
  й: "j",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "c",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "c",
  џ: "dz",
  ш: "s",
  щ: "sc",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "ju",
  я: "ja",
  є: "je",
  і: "i",
  ї: "ji",
  ґ: "g",
  ѓ: "gj",
  ќ: "kj",
  ѕ: "dz",
};

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const LATIN: Record<string, string> = {
  đ: "dj",
  ð: "d",
  ø: "o",
  ł: "l",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
  ħ: "h",
  þ: "th",
};

const MARKS = /[\u0300-\u036f]/g;

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ALNUM = /[^a-z0-9]/g;

const cache = new Map<string, string>();

function foldCharCached(char: string): string {
  let folded = cache.get(char);
  if (folded === undefined) {
    folded = fold(char);
    cache.set(char, folded);
  }
  return folded;
}

const NON_ASCII_CHAR = /[\u0080-\uffff]/g;

function foldNonAscii(char: string): string {
  return CYRILLIC_TO_LATIN[char] ?? LATIN[char] ?? " ";
}

/**
 * The folded text (each character as `foldChar` folds it), done with a few native passes over the
 * whole string rather than a loop per character: the catalog folds megabytes of text at start.
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower.replace(NON_ALNUM, " ");
  return lower
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(NON_ASCII_CHAR, foldNonAscii)
    .replace(NON_ALNUM, " ");
}

/** The distinct words of a text in folded form (a long text that repeats itself folds once per word). */
export function foldWords(text: string): string[] {
  const words = new Set(fold(text).split(" "));
  words.delete("");
  return [...words];
}

/**
 * The folded text with, for each folded character, the index in the original text it came from:
 * used to highlight matches in the original spelling.
 */
export function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = "";
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldCharCached(char);
    for (let i = 0; i < part.length; i++) offsets.push(index);
    folded += part;
    index += char.length;
  }
  offsets.push(index);
  return { folded, offsets };
}

/** The folded word a text ends in: the one being typed ("" after a space, or in an empty text). */
export function typedWord(text: string): string {
  const words = fold(text).split(" ");
  return words[words.length - 1] ?? "";
}

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
const WORD = /[a-z0-9]+/g;
/** Folds of the characters past ASCII met so far: a catalog's text repeats few of them. */
const pastAscii = new Map<string, string>();

function foldRun(run: string): string {
  let folded = "";
  for (const char of run) {
    let part = pastAscii.get(char);
    if (part === undefined) {
      part = fold(char);
      pastAscii.set(char, part);
    }
    folded += part;
  }
  return folded;
}

/**
 * The folded words of a text, in order, repeats kept: what `fold(text).split(" ")` gives without
 * its empty words, for the index, which folds megabytes of text at start. Only the characters
 * past ASCII are folded one by one (each once), and the words are matched out in one native pass
 * instead of every separator being replaced by a space first, which cost most of the time.
 */
export function foldedWords(text: string): string[] {
  const lower = text.toLowerCase();
  const plain = NON_ASCII.test(lower) ? lower.replace(NON_ASCII_RUN, foldRun) : lower;
  return plain.match(WORD) ?? [];
}
