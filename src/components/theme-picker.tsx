import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { HeaderSelect } from "./header-select.tsx";

type Theme = "system" | "light" | "dark";
const KEPT_THEME = "explorer-theme";

function keptTheme(): Theme {
  try {
    const kept = window.localStorage.getItem(KEPT_THEME);
    return kept === "light" || kept === "dark" ? kept : "system";
  } catch {
    return "system";
  }
}

/**
 * The header's Theme control: System follows the reader's OS, Light and Dark override it. The
 * choice is kept, and src/app/theme.js (inlined in index.html) applies it before the page paints on the next visit.
 */
export function ThemePicker() {
  const { t } = useLingui();
  const [theme, setTheme] = useState(keptTheme);
  const choose = (value: string) => {
    const next: Theme = value === "light" || value === "dark" ? value : "system";
    const root = document.documentElement;
    if (next === "system") delete root.dataset.theme;
    else root.dataset.theme = next;
    try {
      if (next === "system") window.localStorage.removeItem(KEPT_THEME);
      else window.localStorage.setItem(KEPT_THEME, next);
    } catch {
      // A private window or full storage: the choice lasts for this visit.
    }
    setTheme(next);
  };
  return (
    <HeaderSelect
      className="theme-picker"
      label={t`Theme`}
      choices={[
        { value: "system", label: t`System` },
        { value: "light", label: t`Light` },
        { value: "dark", label: t`Dark` },
      ]}
      value={theme}
      onChoose={choose}
    />
  );
}
