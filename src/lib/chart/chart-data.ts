import { formatCount } from "../format.ts";
import type { TableRow } from "../table-columns.ts";
import { type ChartSpec, COUNT } from "./chart-choice.ts";

export interface ChartPoint {
  readonly x: string | number | Date;
  readonly y: number;
}

export interface ChartData {
  readonly points: readonly ChartPoint[];
  /** What was left out or folded: "the 30 largest of 120 groups". */
  readonly note: string | null;
  readonly xType: "category" | "number" | "date";
}

const MAX_BARS = 30;
const MAX_POINTS = 2_000;

function numeric(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function label(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Every n-th point, so a line or scatter of 100,000 rows stays a drawing of 2,000. */
function thin<T>(points: readonly T[]): { points: T[]; thinned: boolean } {
  if (points.length <= MAX_POINTS) return { points: [...points], thinned: false };
  const step = points.length / MAX_POINTS;
  return {
    points: Array.from({ length: MAX_POINTS }, (_, i) => points[Math.floor(i * step)] as T),
    thinned: true,
  };
}

/** The points to draw for a chart of these rows (the ones the table shows). */
export function chartData(rows: readonly TableRow[], spec: ChartSpec, xIsDate: boolean): ChartData {
  const yOf = (row: TableRow) => (spec.y === COUNT ? 1 : numeric(row[spec.y]));
  if (spec.kind === "bar") {
    const sums = new Map<string, number>();
    for (const row of rows) {
      const y = yOf(row);
      if (y === null) continue;
      const key = label(row[spec.x]);
      sums.set(key, (sums.get(key) ?? 0) + y);
    }
    const sorted = [...sums].sort((a, b) => b[1] - a[1]);
    const shown = sorted.slice(0, MAX_BARS).map(([x, y]) => ({ x, y }));
    const note =
      sorted.length > MAX_BARS
        ? `The ${MAX_BARS} largest of ${formatCount(sorted.length, "en")} groups.`
        : null;
    return { points: shown, note, xType: "category" };
  }
  const points: ChartPoint[] = [];
  for (const row of rows) {
    const y = yOf(row);
    const x = xIsDate ? dateOf(row[spec.x]) : numeric(row[spec.x]);
    if (x !== null && y !== null) points.push({ x, y });
  }
  if (spec.kind === "line") points.sort((a, b) => Number(a.x) - Number(b.x));
  const thinned = thin(points);
  return {
    points: thinned.points,
    note: thinned.thinned
      ? `Every ${Math.ceil(points.length / MAX_POINTS)}th of ${formatCount(points.length, "en")} points.`
      : null,
    xType: xIsDate ? "date" : "number",
  };
}

function formatX(x: ChartPoint["x"]): string {
  if (x instanceof Date) return x.toISOString().slice(0, 10);
  return typeof x === "number" ? x.toLocaleString("en", { maximumFractionDigits: 2 }) : x;
}

/** The chart in words, for screen readers and anyone who cannot see it: the summarised numbers. */
export function chartSummary(data: ChartData, spec: ChartSpec, yName: string): string {
  const { points } = data;
  if (points.length === 0) return "No rows have values to chart.";
  const ys = points.map((p) => p.y);
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  const fmt = (n: number) => n.toLocaleString("en", { maximumFractionDigits: 2 });
  if (spec.kind === "bar") {
    const listed = points
      .slice(0, 10)
      .map((p) => `${formatX(p.x)}: ${fmt(p.y)}`)
      .join("; ");
    const more = points.length > 10 ? `; and ${points.length - 10} more` : "";
    return `${points.length} bars of ${yName} by ${spec.x}. ${listed}${more}.`;
  }
  const first = points[0];
  const last = points.at(-1);
  const range =
    first && last ? ` ${spec.x} runs from ${formatX(first.x)} to ${formatX(last.x)};` : "";
  return `${points.length} points.${range} ${yName} ranges from ${fmt(min)} to ${fmt(max)}.`;
}
