import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  axisChoices,
  type ChartKind,
  type ChartSpec,
  COUNT,
  withKind,
} from "../../lib/chart/chart-choice.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";

const KINDS: readonly { value: ChartKind; label: MessageDescriptor }[] = [
  { value: "bar", label: msg`Bar` },
  { value: "line", label: msg`Line` },
  { value: "scatter", label: msg`Scatter` },
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
  const { t, i18n } = useLingui();
  const choices = axisChoices(spec.kind, profiles);
  return (
    <div className="chart-controls">
      <label htmlFor={`${id}-kind`}>
        <Trans>Chart type</Trans>
      </label>
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
            {i18n._(kind.label)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-x`}>
        <Trans>X axis</Trans>
      </label>
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
      <label htmlFor={`${id}-y`}>
        <Trans>Y axis</Trans>
      </label>
      <select
        id={`${id}-y`}
        value={spec.y}
        onChange={(event) => onChange({ ...spec, y: event.target.value })}
      >
        {choices.y.map((key) => (
          <option key={key || "count"} value={key}>
            {key === COUNT ? t`Number of rows` : key}
          </option>
        ))}
      </select>
    </div>
  );
}
