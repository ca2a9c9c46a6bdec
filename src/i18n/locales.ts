/**
 * The languages the explorer speaks. Adding one: a line here, its catalog file in src/locales/
 * (`npm run i18n:extract` creates it; translate every entry), and its browser language codes in
 * negotiate.ts when they are not its own code.
 */
export const LOCALES = [
  // Each language is named in itself, as a reader looking for their own would search for it.
  { code: "en", name: "English", intl: "en" },
  { code: "sr-Latn", name: "Srpski", intl: "sr-Latn-RS" },
  { code: "sr-Cyrl", name: "Српски", intl: "sr-Cyrl-RS" },
] as const;

/**
 * The test locale (accented, longer, between bidi marks), reachable only by `?lang=pseudo`: it is
 * for finding text that skipped the catalog, never offered to readers.
 */
const PSEUDO_LOCALE = { code: "pseudo", name: "Pseudo", intl: "en" } as const;

export type LocaleCode = (typeof LOCALES)[number]["code"] | typeof PSEUDO_LOCALE.code;
export type LocaleInfo = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;

export const SOURCE_LOCALE: LocaleCode = "en";

export function localeInfo(code: LocaleCode): LocaleInfo {
  return LOCALES.find((locale) => locale.code === code) ?? PSEUDO_LOCALE;
}

export function isLocaleCode(value: string): value is LocaleCode {
  return value === PSEUDO_LOCALE.code || LOCALES.some((locale) => locale.code === value);
}

/** What `<html lang>` says: the BCP 47 tag, `en-XA` for the pseudo-locale. */
export function htmlLang(code: LocaleCode): string {
  return code === PSEUDO_LOCALE.code ? "en-XA" : code;
}
