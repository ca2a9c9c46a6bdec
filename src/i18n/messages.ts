import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { LocaleCode } from "./locales.ts";

/**
 * Each locale's catalog, compiled by @lingui/vite-plugin into a chunk of its own: a reader
 * downloads only theirs.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>("../locales/*.po");

async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const load = CATALOGS[`../locales/${locale}.po`];
  if (load === undefined) throw new Error(`No catalog for the locale ${locale}`);
  return (await load()).messages;
}

/** An i18n instance already speaking `locale`. */
export async function createI18n(locale: LocaleCode): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  return i18n;
}

/** Switches a live instance: its subscribers (the I18nProvider) re-render in the new language. */
export async function switchLocale(i18n: I18n, locale: LocaleCode): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
}
