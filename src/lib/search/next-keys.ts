import { fold, foldWords } from "./fold.ts";

/** The keys readers of these portals type: Latin with the South Slavic letters, or Cyrillic. */
const LATIN_KEYS = [..."abcčćdđefghijklmnopqrsštuvwxyzž0123456789 "];
const CYRILLIC_KEYS = [..."абвгдђежзијклљмнњопрстћуфхцчџш0123456789 "];
const CYRILLIC = /[\u0400-\u04ff]/u;

export interface NextTexts {
  /** The folded letter the key adds to the word being typed ("" for a space). */
  readonly letter: string;
  /** Every text one key away that search reads as the same question. */
  readonly texts: readonly string[];
}

/**
 * The texts a reader may have typed one key after `text`, in the script they are typing in,
 * grouped by what search reads them as: `budz` and `budž` are one question, with one answer.
 */
export function nextTexts(text: string): NextTexts[] {
  const keys = CYRILLIC.test(text.slice(-1)) ? CYRILLIC_KEYS : LATIN_KEYS;
  const groups = new Map<string, { letter: string; texts: string[] }>();
  for (const key of keys) {
    const next = text + key;
    const question = foldWords(next).join(" ");
    const group = groups.get(question);
    if (group) group.texts.push(next);
    else groups.set(question, { letter: fold(key).trim().slice(0, 1), texts: [next] });
  }
  return [...groups.values()];
}
