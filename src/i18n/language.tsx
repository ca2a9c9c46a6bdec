import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { htmlLang, type LocaleCode } from "./locales.ts";
import { switchLocale } from "./messages.ts";

const KEPT_LOCALE = "explorer-locale";

/** The reader's earlier choice of language, if this browser kept one (and lets us read it). */
export function keptLocale(): string | null {
  try {
    return window.localStorage.getItem(KEPT_LOCALE);
  } catch {
    return null;
  }
}

function keepLocale(locale: LocaleCode): void {
  try {
    window.localStorage.setItem(KEPT_LOCALE, locale);
  } catch {
    // A private window or full storage: the choice lasts for this visit.
  }
}

interface Language {
  readonly locale: LocaleCode;
  /** Loads the locale's messages, then the whole page speaks it; the choice is kept. */
  readonly choose: (locale: LocaleCode) => Promise<void>;
}

const LanguageContext = createContext<Language | null>(null);

/** The active language as a value: Lingui's provider for messages, and the locale for `<html lang>`. */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale as LocaleCode);
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  const choose = useCallback(
    async (next: LocaleCode) => {
      await switchLocale(i18n, next);
      keepLocale(next);
      setLocale(next);
    },
    [i18n],
  );
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={{ locale, choose }}>{children}</LanguageContext.Provider>
    </I18nProvider>
  );
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (language === null) throw new Error("useLanguage needs a LanguageProvider above it");
  return language;
}
