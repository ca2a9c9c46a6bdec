import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { sampleIndexes } from "./json-shape.ts";

export type ColumnType = "number" | "date" | "boolean" | "text";

/**
 * How a column's type is named to a reader (the table header, the Columns view); a profiled column
 * with no values at all is "empty", one of several types "mixed".
 */
export const COLUMN_TYPE_LABELS: Readonly<
  Record<ColumnType | "empty" | "mixed", MessageDescriptor>
> = {
  number: msg`number`,
  date: msg`date`,
  boolean: msg`yes/no`,
  text: msg`text`,
  empty: msg`empty`,
  mixed: msg`mixed`,
};

export interface TableColumn {
  readonly key: string;
  readonly type: ColumnType;
}

export type TableRow = Readonly<Record<string, unknown>>;

/** Types are read from a spread sample: reading every row of a big table is a long task. */
const TYPE_SAMPLE = 500;

const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isDateString(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

/** The type one value suggests; null and empty strings suggest nothing. */
export function valueType(value: unknown): ColumnType | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? "number" : "text";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "string" && isDateString(value)) return "date";
  return "text";
}

/** One type for a column: the one every known value agrees on, else text. */
export function inferColumnType(values: readonly unknown[]): ColumnType {
  let found: ColumnType | null = null;
  for (const value of values) {
    const type = valueType(value);
    if (type === null) continue;
    if (found === null) found = type;
    else if (found !== type) return "text";
  }
  return found ?? "text";
}

/**
 * Columns are the union of every row's keys in first-seen order (a cheap pass, so no row's key is
 * missed), with types inferred from a sample.
 */
export function inferColumns(rows: readonly TableRow[], sampleSize = TYPE_SAMPLE): TableColumn[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const key in row) keys.add(key);
  }
  const sample = sampleIndexes(rows.length, sampleSize).map((index) => rows[index]);
  return [...keys].map((key) => ({
    key,
    type: inferColumnType(sample.map((row) => row?.[key])),
  }));
}

const COMPACT_LENGTH = 80;

/** A cell as short text: nested values as one line of JSON, cut at 80 characters. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    const json = JSON.stringify(value);
    return json.length > COMPACT_LENGTH ? `${json.slice(0, COMPACT_LENGTH - 1)}…` : json;
  }
  return String(value);
}
