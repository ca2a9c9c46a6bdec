import type { SortKey } from "../../lib/search/catalog-index.ts";

const SORT_LABELS: readonly { value: SortKey; label: string }[] = [
  { value: "relevance", label: "Relevance" },
  { value: "updated", label: "Recently updated" },
  { value: "created", label: "Recently created" },
  { value: "name", label: "Name, A to Z" },
  { value: "name-desc", label: "Name, Z to A" },
];

interface ResultsToolbarProps {
  sort: SortKey;
  searching: boolean;
  canExport: boolean;
  onSort: (sort: SortKey) => void;
  onExport: (format: "csv" | "json") => void;
}

export function ResultsToolbar({
  sort,
  searching,
  canExport,
  onSort,
  onExport,
}: ResultsToolbarProps) {
  return (
    <div className="results-toolbar">
      <label className="sort-by">
        Sort by{" "}
        <select
          value={sort}
          onChange={(event) => {
            const chosen = SORT_LABELS.find((option) => option.value === event.target.value);
            if (chosen) onSort(chosen.value);
          }}
        >
          {SORT_LABELS.filter((option) => searching || option.value !== "relevance").map(
            (option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a frame for two buttons */}
      <div className="export" role="group" aria-label="Export results">
        <button type="button" disabled={!canExport} onClick={() => onExport("csv")}>
          Export CSV
        </button>
        <button type="button" disabled={!canExport} onClick={() => onExport("json")}>
          Export JSON
        </button>
      </div>
    </div>
  );
}
