import { useId, useState } from "react";
import type { FacetValue } from "../../lib/search/catalog-index.ts";
import { fold } from "../../lib/search/fold.ts";

interface FacetGroupProps {
  label: string;
  values: readonly FacetValue[];
  counts: Int32Array;
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** Above this many values a group gets a text box to find one. */
const FINDER_THRESHOLD = 10;
const numbers = new Intl.NumberFormat("en");

/** A multi-select filter group: a checkbox per value with the datasets it would show. */
export function FacetGroup({ label, values, counts, selected, onToggle }: FacetGroupProps) {
  const [find, setFind] = useState("");
  const id = useId();
  const needle = fold(find).trim();
  const chosen = new Set(selected);
  const visible = needle
    ? values.filter((value) => chosen.has(value.key) || fold(value.label).includes(needle))
    : values;
  return (
    <fieldset className="facet">
      <legend>{label}</legend>
      {values.length > FINDER_THRESHOLD ? (
        <input
          type="search"
          className="facet-find"
          aria-label={`Find ${label.toLowerCase()}`}
          placeholder={`Find ${label.toLowerCase()}…`}
          value={find}
          onChange={(event) => setFind(event.target.value)}
        />
      ) : null}
      <ul className="facet-values">
        {visible.map((value) => {
          const index = values.indexOf(value);
          const count = counts[index] ?? 0;
          const inputId = `${id}-${index}`;
          return (
            <li key={value.key} className={count === 0 ? "facet-empty" : undefined}>
              <input
                type="checkbox"
                id={inputId}
                checked={chosen.has(value.key)}
                onChange={() => onToggle(value.key)}
              />
              <label htmlFor={inputId}>
                {value.label} <span className="facet-count">({numbers.format(count)})</span>
              </label>
            </li>
          );
        })}
        {visible.length === 0 ? <li className="muted">No {label.toLowerCase()} matches</li> : null}
      </ul>
    </fieldset>
  );
}
