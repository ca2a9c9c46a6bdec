import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import type { Format } from "../../i18n/format.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { TreeSearchResult } from "../../lib/proxy-tree.ts";

interface TreeSearchProps {
  /** Runs on submit, not per keystroke: a search walks the whole answer, however big. */
  onSearch: (query: string) => TreeSearchResult;
}

export function TreeSearch({ onSearch }: TreeSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [result, setResult] = useState<{ query: string; found: TreeSearchResult } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(query.trim() === "" ? null : { query, found: onSearch(query) });
  };

  return (
    <form aria-label={t`Search the tree`} className="toolbar tree-search" onSubmit={submit}>
      <label htmlFor={inputId}>
        <Trans>Search keys and values</Trans>
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">
        <Trans>Search</Trans>
      </button>
      <p role="status" className="row-count">
        {result ? matchSummary(i18n, format, result.query, result.found) : ""}
      </p>
    </form>
  );
}

function matchSummary(i18n: I18n, format: Format, query: string, found: TreeSearchResult): string {
  if (found.total === 0) return i18n._(msg`No matches for “${query}”`);
  const total = found.total;
  const opened = format.count(found.matches.length);
  return found.matches.length < found.total
    ? i18n._(
        msg`${plural(total, { one: "# match", other: "# matches" })} for “${query}”, the first ${opened} opened`,
      )
    : i18n._(msg`${plural(total, { one: "# match", other: "# matches" })} for “${query}”`);
}
