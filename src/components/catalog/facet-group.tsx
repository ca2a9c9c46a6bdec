import { memo, useId, useMemo, useState } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import { fold } from "../../lib/search/fold.ts";
import type { FacetValue } from "../../lib/url-state.ts";
import { useStableHandler } from "../use-stable-handler.ts";

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
  const toggle = useStableHandler(onToggle);
  const positions = useMemo(
    () => new Map(values.map((value, index) => [value.key, index])),
    [values],
  );
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
          const index = positions.get(value.key) ?? -1;
          return (
            <FacetOption
              key={value.key}
              id={`${id}-${index}`}
              value={value.key}
              label={value.label}
              count={format.count(counts[index] ?? 0)}
              empty={(counts[index] ?? 0) === 0}
              checked={chosen.has(value.key)}
              onToggle={toggle}
            />
          );
        })}
        {visible.length === 0 ? <li className="muted">{noMatches}</li> : null}
      </ul>
    </fieldset>
  );
}

interface FacetOptionProps {
  id: string;
  value: string;
  label: string;
  /** The count as shown (formatted): an option whose text is unchanged is not rendered again. */
  count: string;
  empty: boolean;
  checked: boolean;
  onToggle: (key: string) => void;
}

/** One value of a group. Memoized: a keystroke re-renders only the options whose count changed. */
const FacetOption = memo(function FacetOption({
  id,
  value,
  label,
  count,
  empty,
  checked,
  onToggle,
}: FacetOptionProps) {
  return (
    <li className={empty ? "facet-empty" : undefined}>
      <input type="checkbox" id={id} checked={checked} onChange={() => onToggle(value)} />
      <label htmlFor={id}>
        {label} <span className="facet-count">({count})</span>
      </label>
    </li>
  );
});
