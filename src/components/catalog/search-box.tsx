import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  /** Leaving the field: typed text that has not reached the URL goes there now. */
  onSettle: () => void;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The search field: `/` anywhere (outside another field) focuses it, Escape clears it. */
export function SearchBox({ value, onSearch, onSettle }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditable(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <search className="catalog-search">
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="catalog-search">
          <Trans>Search datasets</Trans>
        </label>
        <input
          ref={input}
          id="catalog-search"
          type="search"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="catalog-search-hint"
          onChange={(event) => onSearch(event.target.value)}
          onBlur={onSettle}
          onKeyDown={(event) => {
            if (event.key === "Escape" && value !== "") {
              event.preventDefault();
              onSearch("");
            }
          }}
        />
        <span id="catalog-search-hint" className="muted catalog-hint visually-hidden-on-phone">
          <Trans>
            Names, descriptions, organizations and categories, in any script. Press / to search,
            Escape to clear.
          </Trans>
        </span>
      </form>
    </search>
  );
}
