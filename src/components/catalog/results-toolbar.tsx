import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SortKey } from "../../lib/url-state.ts";

const SORT_LABELS: readonly { value: SortKey; label: MessageDescriptor }[] = [
  { value: "relevance", label: msg`Relevance` },
  { value: "updated", label: msg`Recently updated` },
  { value: "created", label: msg`Recently created` },
  { value: "name", label: msg`Name, A to Z` },
  { value: "name-desc", label: msg`Name, Z to A` },
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
  const { t, i18n } = useLingui();
  return (
    <div className="results-toolbar">
      <label className="sort-by">
        <Trans>Sort by</Trans>{" "}
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
                {i18n._(option.label)}
              </option>
            ),
          )}
        </select>
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add a frame for two buttons */}
      <div className="export" role="group" aria-label={t`Export results`}>
        <button type="button" disabled={!canExport} onClick={() => onExport("csv")}>
          <Trans>Export CSV</Trans>
        </button>
        <button type="button" disabled={!canExport} onClick={() => onExport("json")}>
          <Trans>Export JSON</Trans>
        </button>
      </div>
    </div>
  );
}
