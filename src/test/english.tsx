import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { LanguageProvider } from "../i18n/language.tsx";
import { createI18n } from "../i18n/messages.ts";

/** The explorer in English, as a reader whose browser prefers it sees it. */
export const english = await createI18n("en");

export function inEnglish(ui: ReactNode): ReactNode {
  return <LanguageProvider i18n={english}>{ui}</LanguageProvider>;
}

/** `render` with the explorer's messages (components read them from context). */
export function renderInEnglish(ui: ReactNode) {
  return render(inEnglish(ui));
}

/** As a `wrapper` for render(), so rerender() keeps the provider. */
export function English({ children }: { children: ReactNode }) {
  return inEnglish(children);
}
