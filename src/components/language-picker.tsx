import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { useLanguage } from "../i18n/language.tsx";
import { htmlLang, isLocaleCode, LOCALES } from "../i18n/locales.ts";
import { HeaderSelect } from "./header-select.tsx";

/**
 * The header's Language control: each language named in itself. Switching keeps the page and its
 * state (nothing reloads); a link that carried `?lang=` is updated to the new choice.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const { locale, choose } = useLanguage();
  const [search, setSearch] = useSearchParams();
  return (
    <HeaderSelect
      className="language-picker"
      label={t`Language`}
      choices={LOCALES.map(({ code, name }) => ({
        value: code,
        label: name,
        lang: htmlLang(code),
      }))}
      value={locale}
      onChoose={async (value) => {
        if (!isLocaleCode(value)) return;
        await choose(value);
        if (search.has("lang")) {
          setSearch(
            (current) => {
              current.set("lang", value);
              return current;
            },
            { replace: true, preventScrollReset: true },
          );
        }
      }}
    />
  );
}
