import { useId, useState } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import { fold } from "../../lib/search/fold.ts";
import type { FacetValue } from "../../lib/url-state.ts";

interface FacetGroupProps {
  label: string;
  /** The finder box's name: "Find organization". */
  findLabel: string;
  /** What the finder says when nothing matches: "No organization matches". */
  noMatches: string;
  values: readonly FacetValue[];
  counts: Int32Array;
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** Above this many values a group gets a text box to find one. */
const FINDER_THRESHOLD = 10;

/** A multi-select filter group: a checkbox per value with the datasets it would show. */
export function FacetGroup(props: FacetGroupProps) {
  const { label, findLabel, noMatches, values, counts, selected, onToggle } = props;
  const format = useFormat();
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
          aria-label={findLabel}
          placeholder={`${findLabel}…`}
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
                {value.label} <span className="facet-count">({format.count(count)})</span>
              </label>
            </li>
          );
        })}
        {visible.length === 0 ? <li className="muted">{noMatches}</li> : null}
      </ul>
    </fieldset>
  );
}
