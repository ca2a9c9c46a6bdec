import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type ChartKind,
  type ChartSpec,
  COUNT,
  chooseChart,
} from "../../lib/chart/chart-choice.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";
import type { TableRow } from "../../lib/table-columns.ts";
import { profileQueries } from "../../queries/profile-queries.ts";
import { errorText } from "../error-text.ts";
import { type ChartSource, sourceLine } from "./chart-caption.ts";
import { ChartControls } from "./chart-controls.tsx";
import { chartData, chartNote, chartSummary } from "./chart-data.ts";
import { chartSvgFile, downloadPng, downloadSvg } from "./chart-export.ts";
import { drawChart } from "./draw-chart.ts";
import type { TableView } from "./use-table-view.ts";
import "./workbench.css";

interface QuickChartProps {
  view: TableView;
  source: ChartSource;
  fileBase: string;
}

/** The chart's title: its kind, its measure and what it is by. */
function chartTitle(i18n: I18n, kind: ChartKind, yName: string, xName: string): string {
  switch (kind) {
    case "bar":
      return i18n._(msg`Bar chart of ${yName} by ${xName}`);
    case "line":
      return i18n._(msg`Line chart of ${yName} by ${xName}`);
    case "scatter":
      return i18n._(msg`Scatter plot of ${yName} by ${xName}`);
  }
}

/** A chart of the rows the table shows, first chosen from the column profiles, then the reader's. */
export default function QuickChart({ view, source, fileBase }: QuickChartProps) {
  const profiled = useQuery(profileQueries.columns(view, view.shownFilter));
  const { i18n } = useLingui();
  const [spec, setSpec] = useState<ChartSpec | null>(null);
  const profiles = profiled.data ?? null;
  const chosen = spec ?? (profiles ? chooseChart(profiles) : null);
  if (profiled.isError) {
    return (
      <div role="alert" className="alert">
        <p className="alert-title">
          <Trans>Could not chart this table</Trans>
        </p>
        <p className="alert-message">{errorText(i18n, profiled.error)}</p>
      </div>
    );
  }
  if (!profiles)
    return (
      <p role="status">
        <Trans>Preparing the chart…</Trans>
      </p>
    );
  if (!chosen)
    return (
      <p>
        <Trans>This table has no values to chart.</Trans>
      </p>
    );
  return (
    <ChartFigure
      rows={view.shown}
      profiles={profiles}
      spec={chosen}
      onSpecChange={setSpec}
      source={source}
      fileBase={fileBase}
    />
  );
}

interface ChartFigureProps {
  rows: readonly TableRow[];
  profiles: readonly ColumnProfile[];
  spec: ChartSpec;
  onSpecChange: (spec: ChartSpec) => void;
  source: ChartSource;
  fileBase: string;
}

function ChartFigure({ rows, profiles, spec, onSpecChange, source, fileBase }: ChartFigureProps) {
  const summaryId = useId();
  const { t, i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const xIsDate = profiles.find((p) => p.key === spec.x)?.type === "date";
  const data = useMemo(() => chartData(rows, spec, xIsDate), [rows, spec, xIsDate]);
  const yName = spec.y === COUNT ? t`Number of rows` : spec.y;
  const title = chartTitle(i18n, spec.kind, yName, spec.x);
  const summary = chartSummary(data, spec, yName, i18n);
  const caption = sourceLine(source, i18n);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    try {
      const drawn = drawChart(data, spec, yName, Math.max(320, Math.min(element.clientWidth, 960)));
      drawn?.setAttribute("aria-hidden", "true");
      element.replaceChildren(...(drawn ? [drawn] : []));
      svg.current = drawn;
      setFailure(null);
    } catch (error) {
      setFailure(error);
    }
  }, [data, spec, yName]);

  const save = async (format: "png" | "svg") => {
    if (!svg.current) return;
    const file = chartSvgFile(svg.current, title, caption);
    try {
      if (format === "svg") downloadSvg(file, `${fileBase}-chart.svg`);
      else await downloadPng(file, `${fileBase}-chart.png`, i18n);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section aria-label={t`Chart`} className="quick-chart">
      <ChartControls spec={spec} profiles={profiles} onChange={onSpecChange} />
      <figure className="chart-figure">
        <div
          ref={host}
          role="img"
          aria-label={title}
          aria-describedby={summaryId}
          className="chart-host"
        />
        <figcaption>
          <span className="chart-title">{title}</span>
          <span className="muted">{caption}</span>
        </figcaption>
      </figure>
      <p id={summaryId} className="chart-summary">
        {summary}
        {data.note ? ` ${chartNote(data, i18n)}` : ""}
      </p>
      {failure !== null ? (
        <div role="alert" className="alert">
          <p className="alert-title">
            <Trans>Could not draw or save the chart</Trans>
          </p>
          <p className="alert-message">{errorText(i18n, failure)}</p>
        </div>
      ) : null}
      <div className="button-row">
        <button type="button" onClick={() => void save("png")}>
          <Trans>Download PNG</Trans>
        </button>
        <button type="button" onClick={() => void save("svg")}>
          <Trans>Download SVG</Trans>
        </button>
      </div>
    </section>
  );
}
