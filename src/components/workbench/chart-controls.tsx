import { useId } from "react";
import {
  axisChoices,
  type ChartKind,
  type ChartSpec,
  COUNT,
  withKind,
} from "../../lib/chart/chart-choice.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";

const KINDS: readonly { value: ChartKind; label: string }[] = [
  { value: "bar", label: "Bar" },
  { value: "line", label: "Line" },
  { value: "scatter", label: "Scatter" },
];

function isKind(value: string): value is ChartKind {
  return KINDS.some((kind) => kind.value === value);
}

/** Labelled selects for the kind of chart and its two axes. */
export function ChartControls({
  spec,
  profiles,
  onChange,
}: {
  spec: ChartSpec;
  profiles: readonly ColumnProfile[];
  onChange: (spec: ChartSpec) => void;
}) {
  const id = useId();
  const choices = axisChoices(spec.kind, profiles);
  return (
    <div className="chart-controls">
      <label htmlFor={`${id}-kind`}>Chart type</label>
      <select
        id={`${id}-kind`}
        value={spec.kind}
        onChange={(event) => {
          const kind = event.target.value;
          if (isKind(kind)) onChange(withKind(spec, kind, profiles));
        }}
      >
        {KINDS.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {kind.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-x`}>X axis</label>
      <select
        id={`${id}-x`}
        value={spec.x}
        onChange={(event) => onChange({ ...spec, x: event.target.value })}
      >
        {choices.x.map((key) => (
          <option key={key} value={key}>
            {key}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-y`}>Y axis</label>
      <select
        id={`${id}-y`}
        value={spec.y}
        onChange={(event) => onChange({ ...spec, y: event.target.value })}
      >
        {choices.y.map((key) => (
          <option key={key || "count"} value={key}>
            {key === COUNT ? "Number of rows" : key}
          </option>
        ))}
      </select>
    </div>
  );
}
