import { compactValue, type TableColumn, type TableRow } from "./table-columns.ts";

export type SortDirection = "ascending" | "descending";

export interface TableSort {
  readonly key: string;
  readonly direction: SortDirection;
}

const collators = new Map<string, Intl.Collator>();

/** Text in the reader's order (the app's locale, not the browser's): in Serbian, č after c. */
function collatorOf(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator;
}

type SortKey = number | string | null;

function sortKey(value: unknown, column: TableColumn): SortKey {
  if (value === null || value === undefined || value === "") return null;
  switch (column.type) {
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "date": {
      const ms = typeof value === "string" ? Date.parse(value) : Number.NaN;
      return Number.isNaN(ms) ? null : ms;
    }
    case "boolean":
      return value === true ? 1 : 0;
    case "text":
      return compactValue(value);
  }
}

function compareKeys(a: SortKey, b: SortKey, collator: Intl.Collator): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy; empty values go last whichever the direction, as spreadsheets do. Text is
 * compared in `locale`'s order (an Intl locale: "sr-Latn-RS").
 */
export function sortRows<Row extends TableRow>(
  rows: readonly Row[],
  column: TableColumn,
  direction: SortDirection,
  locale: string,
): Row[] {
  const collator = collatorOf(locale);
  const keyed = rows.map((row, index) => ({ row, index, key: sortKey(row[column.key], column) }));
  const sign = direction === "ascending" ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === null ? 1 : -1;
    }
    return sign * compareKeys(a.key, b.key, collator) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

const rowTexts = new WeakMap<object, string>();

/** Lower-cased text of every cell, computed once per row, so typing in the filter stays cheap. */
function rowText(row: TableRow, columns: readonly TableColumn[]): string {
  const cached = rowTexts.get(row);
  if (cached !== undefined) return cached;
  const text = columns
    .map((column) => compactValue(row[column.key]))
    .join("\u0000")
    .toLocaleLowerCase();
  rowTexts.set(row, text);
  return text;
}

/** Rows whose cells contain every word of the filter, case-insensitive. */
export function filterRows<Row extends TableRow>(
  rows: readonly Row[],
  columns: readonly TableColumn[],
  filter: string,
): readonly Row[] {
  const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = rowText(row, columns);
    return words.every((word) => text.includes(word));
  });
}
