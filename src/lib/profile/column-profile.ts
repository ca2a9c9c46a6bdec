import { valueType } from "../table-columns.ts";

/** "mixed" when known values disagree (numbers and text); "empty" when there are none. */
export type ProfileType = "number" | "date" | "boolean" | "text" | "mixed" | "empty";

export interface TopValue {
  readonly value: string;
  readonly count: number;
}

export interface ColumnProfile {
  readonly key: string;
  readonly type: ProfileType;
  readonly count: number;
  readonly empty: number;
  /** Distinct non-empty values, counted up to DISTINCT_CAP; `distinctCapped` says there are more. */
  readonly distinct: number;
  readonly distinctCapped: boolean;
  /** Numbers, or ISO date text for date columns; null for other types. */
  readonly min: number | string | null;
  readonly max: number | string | null;
  readonly mean: number | null;
  readonly top: readonly TopValue[];
}

const DISTINCT_CAP = 50_000;
const TOP_COUNT = 5;

/** A cell as the profiler receives it: nested values already flattened to text by the sender. */
export type ProfileValue = string | number | boolean | null;

class ColumnAccumulator {
  count = 0;
  empty = 0;
  readonly types = new Map<string, number>();
  readonly counts = new Map<string, number>();
  capped = false;
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;
  sum = 0;
  numbers = 0;
  minDate: string | null = null;
  maxDate: string | null = null;
  minDateMs = Number.POSITIVE_INFINITY;
  maxDateMs = Number.NEGATIVE_INFINITY;

  constructor(readonly key: string) {}

  add(value: ProfileValue): void {
    this.count++;
    const type = valueType(value);
    if (type === null) {
      this.empty++;
      return;
    }
    this.types.set(type, (this.types.get(type) ?? 0) + 1);
    if (typeof value === "number" && type === "number") {
      if (value < this.min) this.min = value;
      if (value > this.max) this.max = value;
      this.sum += value;
      this.numbers++;
    } else if (type === "date" && typeof value === "string") this.addDate(value);
    const text = String(value);
    const seen = this.counts.get(text);
    if (seen !== undefined) this.counts.set(text, seen + 1);
    else if (this.counts.size < DISTINCT_CAP) this.counts.set(text, 1);
    else this.capped = true;
  }

  private addDate(value: string): void {
    const ms = Date.parse(value);
    if (ms < this.minDateMs) {
      this.minDateMs = ms;
      this.minDate = value;
    }
    if (ms > this.maxDateMs) {
      this.maxDateMs = ms;
      this.maxDate = value;
    }
  }

  result(): ColumnProfile {
    const known = [...this.types.keys()];
    const type: ProfileType =
      known.length === 0 ? "empty" : known.length === 1 ? (known[0] as ProfileType) : "mixed";
    const top = [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_COUNT)
      .map(([value, count]) => ({ value, count }));
    const numeric = type === "number" && this.numbers > 0;
    const dated = type === "date";
    return {
      key: this.key,
      type,
      count: this.count,
      empty: this.empty,
      distinct: this.counts.size,
      distinctCapped: this.capped,
      min: numeric ? this.min : dated ? this.minDate : null,
      max: numeric ? this.max : dated ? this.maxDate : null,
      mean: numeric ? this.sum / this.numbers : null,
      top,
    };
  }
}

/** Profiles columns from chunks of their values, so a big table can be fed a piece at a time. */
export class TableProfiler {
  private readonly columns: ColumnAccumulator[];

  constructor(keys: readonly string[]) {
    this.columns = keys.map((key) => new ColumnAccumulator(key));
  }

  /** `chunk[c]` holds column c's values for the same run of rows. */
  addColumns(chunk: readonly (readonly ProfileValue[])[]): void {
    this.columns.forEach((column, c) => {
      for (const value of chunk[c] ?? []) column.add(value);
    });
  }

  result(): ColumnProfile[] {
    return this.columns.map((column) => column.result());
  }
}

/** Flattens a cell for the profiler: nested values become their JSON text. */
export function profileValue(value: unknown): ProfileValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  return String(value);
}

/** In one go, for small tables and tests. */
export function profileRows(
  rows: readonly Readonly<Record<string, unknown>>[],
  keys: readonly string[],
): ColumnProfile[] {
  const profiler = new TableProfiler(keys);
  profiler.addColumns(keys.map((key) => rows.map((row) => profileValue(row[key]))));
  return profiler.result();
}
