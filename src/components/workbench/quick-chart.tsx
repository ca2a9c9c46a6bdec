import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type ChartKind,
  type ChartSpec,
  COUNT,
  chooseChart,
} from "../../lib/chart/chart-choice.ts";
import { chartData, chartSummary } from "../../lib/chart/chart-data.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { type ChartSource, sourceLine } from "./chart-caption.ts";
import { ChartControls } from "./chart-controls.tsx";
import { chartSvgFile, downloadPng, downloadSvg } from "./chart-export.ts";
import { drawChart } from "./draw-chart.ts";
import { useProfiles } from "./use-profiles.ts";
import "./workbench.css";

interface QuickChartProps {
  rows: readonly TableRow[];
  columns: readonly TableColumn[];
  source: ChartSource;
  fileBase: string;
}

const KIND_NAMES: Record<ChartKind, string> = {
  bar: "Bar chart",
  line: "Line chart",
  scatter: "Scatter plot",
};

/** A chart of the rows the table shows, first chosen from the column profiles, then the reader's. */
export default function QuickChart({ rows, columns, source, fileBase }: QuickChartProps) {
  const state = useProfiles(rows, columns);
  const [spec, setSpec] = useState<ChartSpec | null>(null);
  const profiles = state.status === "ready" ? state.profiles : null;
  const chosen = spec ?? (profiles ? chooseChart(profiles) : null);
  if (state.status === "failed") {
    return (
      <div role="alert" className="alert">
        <p className="alert-title">Could not chart this table</p>
        <p className="alert-message">{state.message}</p>
      </div>
    );
  }
  if (!profiles) return <p role="status">Preparing the chart…</p>;
  if (!chosen) return <p>This table has no values to chart.</p>;
  return (
    <ChartFigure
      rows={rows}
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
  const host = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const xIsDate = profiles.find((p) => p.key === spec.x)?.type === "date";
  const data = useMemo(() => chartData(rows, spec, xIsDate), [rows, spec, xIsDate]);
  const yName = spec.y === COUNT ? "Number of rows" : spec.y;
  const title = `${KIND_NAMES[spec.kind]} of ${yName} by ${spec.x}`;
  const summary = chartSummary(data, spec, yName);
  const caption = sourceLine(source);

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
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [data, spec, yName]);

  const save = async (format: "png" | "svg") => {
    if (!svg.current) return;
    const file = chartSvgFile(svg.current, title, caption);
    try {
      if (format === "svg") downloadSvg(file, `${fileBase}-chart.svg`);
      else await downloadPng(file, `${fileBase}-chart.png`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section aria-label="Chart" className="quick-chart">
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
        {data.note ? ` ${data.note}` : ""}
      </p>
      {failure ? (
        <div role="alert" className="alert">
          <p className="alert-title">Could not draw or save the chart</p>
          <p className="alert-message">{failure}</p>
        </div>
      ) : null}
      <div className="button-row">
        <button type="button" onClick={() => void save("png")}>
          Download PNG
        </button>
        <button type="button" onClick={() => void save("svg")}>
          Download SVG
        </button>
      </div>
    </section>
  );
}
