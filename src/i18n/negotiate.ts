import { isLocaleCode, type LocaleCode, SOURCE_LOCALE } from "./locales.ts";

/**
 * One browser language tag to one of ours, or null. Serbian without a script is Cyrillic (its
 * official script, and CLDR's default for `sr`); Serbian in Latin, Serbo-Croatian (`sh`),
 * Bosnian, Croatian and Montenegrin readers read the Latin catalog, except a Cyrillic Bosnian.
 */
export function matchLanguage(tag: string): LocaleCode | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  const script = locale.script?.toLowerCase();
  switch (locale.language) {
    case "en":
      return "en";
    case "sr":
      return script === "latn" ? "sr-Latn" : "sr-Cyrl";
    case "bs":
      return script === "cyrl" ? "sr-Cyrl" : "sr-Latn";
    case "hr":
    case "sh":
    case "cnr":
      return "sr-Latn";
    default:
      return null;
  }
}

/** The first of the reader's languages we speak; English when we speak none of them. */
export function negotiateLocale(languages: readonly string[]): LocaleCode {
  for (const tag of languages) {
    const match = matchLanguage(tag);
    if (match !== null) return match;
  }
  return SOURCE_LOCALE;
}

/**
 * The locale a visit starts in: a link's `?lang=` first (a shared link may carry it), then the
 * reader's own earlier choice, then the browser's languages.
 */
export function initialLocale(
  search: string,
  kept: string | null,
  languages: readonly string[],
): LocaleCode {
  const asked = new URLSearchParams(search).get("lang");
  if (asked !== null && isLocaleCode(asked)) return asked;
  if (kept !== null && isLocaleCode(kept)) return kept;
  return negotiateLocale(languages);
}
