import { type FormEvent, useId, useState } from "react";
import { formatCount } from "../../lib/format.ts";
import type { TreeSearchResult } from "../../lib/proxy-tree.ts";

interface TreeSearchProps {
  /** Runs on submit, not per keystroke: a search walks the whole answer, which may be 5 MB. */
  onSearch: (query: string) => TreeSearchResult;
}

export function TreeSearch({ onSearch }: TreeSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [result, setResult] = useState<{ query: string; found: TreeSearchResult } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(query.trim() === "" ? null : { query, found: onSearch(query) });
  };

  return (
    <form aria-label="Search the tree" className="toolbar tree-search" onSubmit={submit}>
      <label htmlFor={inputId}>Search keys and values</label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">Search</button>
      <p role="status" className="row-count">
        {result ? matchSummary(result.query, result.found) : ""}
      </p>
    </form>
  );
}

function matchSummary(query: string, found: TreeSearchResult): string {
  if (found.total === 0) return `No matches for “${query}”`;
  const total = formatCount(found.total, "en");
  const shown =
    found.matches.length < found.total ? `, the first ${found.matches.length} opened` : "";
  return `${total} ${found.total === 1 ? "match" : "matches"} for “${query}”${shown}`;
}
