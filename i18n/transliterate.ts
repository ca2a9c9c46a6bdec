/**
 * Serbian Latin to Cyrillic, for deriving the sr-Cyrl catalog from sr-Latn at build time. The
 * alphabets map one to one (with the digraphs lj, nj and dž as single letters). Words that are not
 * Serbian stay Latin, as Serbian Cyrillic text writes them: acronyms (CSV, API), words with q, w,
 * x or y, names with inner capitals (BibTeX, GeoJSON), file names and addresses, and the few
 * tool names in KEEP_LATIN.
 */
const LETTERS: Record<string, string> = {
  a: "а",
  b: "б",
  c: "ц",
  č: "ч",
  ć: "ћ",
  d: "д",
  đ: "ђ",
  e: "е",
  f: "ф",
  g: "г",
  h: "х",
  i: "и",
  j: "ј",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  r: "р",
  s: "с",
  š: "ш",
  t: "т",
  u: "у",
  v: "в",
  z: "з",
  ž: "ж",
};
const DIGRAPHS: Record<string, string> = { lj: "љ", nj: "њ", dž: "џ" };

/** Tool and format names that Serbian Cyrillic text keeps in Latin letters. */
const KEEP_LATIN = new Set([
  ...["curl", "fetch", "Python", "sh", "Chromium", "Excel", "Word"],
  // Key names, as printed on the keys.
  ...["Escape", "Enter", "Tab", "Shift"],
]);

function isForeignWord(word: string): boolean {
  if (KEEP_LATIN.has(word)) return true;
  if (/[qwxyQWXY]/.test(word)) return true;
  if (/[./:@_]/.test(word)) return true;
  if (word.length >= 2 && word === word.toUpperCase() && /[A-Z]/.test(word)) return true;
  return /\p{Ll}\p{Lu}/u.test(word);
}

function upper(cyrillic: string, wholeWordUpper: boolean, first: boolean): string {
  if (wholeWordUpper || first) return cyrillic.toUpperCase();
  return cyrillic;
}

function transliterateWord(word: string): string {
  if (isForeignWord(word)) return word;
  const allUpper = word.length > 1 && word === word.toUpperCase();
  let out = "";
  for (let at = 0; at < word.length; ) {
    const pair = word.slice(at, at + 2);
    const digraph = DIGRAPHS[pair.toLowerCase()];
    if (digraph !== undefined) {
      const capital = pair[0] !== pair[0]?.toLowerCase();
      out += upper(digraph, allUpper, capital);
      at += 2;
      continue;
    }
    const char = word[at] as string;
    const lower = char.toLowerCase();
    const letter = LETTERS[lower];
    out += letter === undefined ? char : upper(letter, allUpper, char !== lower);
    at += 1;
  }
  return out;
}

/** Serbian Latin text in Cyrillic, word by word; what is not a Serbian word is left as it is. */
export function latinToCyrillic(text: string): string {
  // A token is a word, or a file name or address with inner dots and slashes; a sentence's own
  // full stop is not part of it.
  return text.replace(/[\p{L}\p{N}_@]+(?:[./:-]+[\p{L}\p{N}_@]+)*/gu, (token) =>
    token
      .split(/(-)/)
      .map((part) => (part === "-" ? part : transliterateWord(part)))
      .join(""),
  );
}
