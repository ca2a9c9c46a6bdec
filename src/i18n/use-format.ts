import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { createFormat, type Format } from "./format.ts";

/** The active locale's formats; a component using it re-renders when the language changes. */
export function useFormat(): Format {
  const { i18n, _ } = useLingui();
  // `_` changes with the locale, so the memo follows the language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `_` stands for the active locale
  return useMemo(() => createFormat(i18n), [i18n, _]);
}
