import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { createFormat, type Format } from "../../i18n/format.ts";
import { type ChartSpec, COUNT } from "../../lib/chart/chart-choice.ts";
import type { TableRow } from "../../lib/table-columns.ts";

export interface ChartPoint {
  readonly x: string | number | Date;
  readonly y: number;
}

export interface ChartData {
  readonly points: readonly ChartPoint[];
  /** What was left out or folded: "the 30 largest of 120 groups". */
  /** What the chart leaves out, when it does (chartNote says it in words). */
  readonly note:
    | { readonly kind: "largest"; readonly shown: number; readonly groups: number }
    | { readonly kind: "thinned"; readonly step: number; readonly total: number }
    | null;
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

/** Every n-th point, so a line or scatter of any length stays a drawing of MAX_POINTS. */
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
    const groups = sorted.length;
    const note = groups > MAX_BARS ? { kind: "largest" as const, shown: MAX_BARS, groups } : null;
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
  const step = Math.ceil(points.length / MAX_POINTS);
  const total = points.length;
  return {
    points: thinned.points,
    note: thinned.thinned ? { kind: "thinned" as const, step, total } : null,
    xType: xIsDate ? "date" : "number",
  };
}

function formatX(x: ChartPoint["x"], format: Format): string {
  if (x instanceof Date) return x.toISOString().slice(0, 10);
  return typeof x === "number" ? format.number(x) : x;
}

/** What the chart leaves out, in the reader's words: "The 30 largest of 112 groups." */
export function chartNote(data: ChartData, i18n: I18n): string | null {
  const { note } = data;
  if (note === null) return null;
  const format = createFormat(i18n);
  if (note.kind === "largest") {
    const shown = format.count(note.shown);
    const groups = format.count(note.groups);
    return i18n._(msg`The ${shown} largest of ${groups} groups.`);
  }
  const step = format.count(note.step);
  const total = format.count(note.total);
  return i18n._(msg`One in every ${step} of ${total} points.`);
}

/** The chart in words, for screen readers and anyone who cannot see it: the summarised numbers. */
export function chartSummary(data: ChartData, spec: ChartSpec, yName: string, i18n: I18n): string {
  const format = createFormat(i18n);
  const { points } = data;
  if (points.length === 0) return i18n._(msg`No rows have values to chart.`);
  const ys = points.map((p) => p.y);
  const min = format.number(Math.min(...ys));
  const max = format.number(Math.max(...ys));
  const count = points.length;
  const xName = spec.x;
  if (spec.kind === "bar") {
    const listed = points
      .slice(0, 10)
      .map((p) => `${formatX(p.x, format)}: ${format.number(p.y)}`)
      .join("; ");
    const more = count - 10;
    return count > 10
      ? i18n._(
          msg`${plural(count, { one: "# bar", other: "# bars" })} of ${yName} by ${xName}. ${listed}; and ${more} more.`,
        )
      : i18n._(
          msg`${plural(count, { one: "# bar", other: "# bars" })} of ${yName} by ${xName}. ${listed}.`,
        );
  }
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return i18n._(msg`No rows have values to chart.`);
  const from = formatX(first.x, format);
  const to = formatX(last.x, format);
  return i18n._(
    msg`${plural(count, { one: "# point", other: "# points" })}. ${xName} runs from ${from} to ${to}; ${yName} ranges from ${min} to ${max}.`,
  );
}
