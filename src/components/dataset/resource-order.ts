import type { DatasetObject } from "../../api/types.ts";

export type ResourceSort = "portal" | "name" | "size" | "date";

/**
 * Objects of one format ("" = all), sorted; unknown sizes and dates go last whatever the order.
 * Names are compared in `locale`'s order (the reader's Intl locale, not the browser's).
 */
export function orderResources(
  objects: readonly DatasetObject[],
  format: string,
  sort: ResourceSort,
  locale: string,
): DatasetObject[] {
  const shown = format ? objects.filter((o) => o.format.label === format) : [...objects];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
  if (sort === "name") shown.sort((a, b) => collator.compare(objectLabel(a), objectLabel(b)));
  if (sort === "size") shown.sort((a, b) => largestFirst(a.size.bytes, b.size.bytes));
  if (sort === "date") shown.sort((a, b) => largestFirst(a.updated.ms, b.updated.ms));
  return shown;
}

function largestFirst(a: number | null, b: number | null): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return b - a;
}

/** The formats present, with counts, for the filter's options, in `locale`'s order. */
export function formatCounts(
  objects: readonly DatasetObject[],
  locale: string,
): [string, number][] {
  const counts = new Map<string, number>();
  for (const object of objects)
    counts.set(object.format.label, (counts.get(object.format.label) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b, locale));
}

/** Its name; `unnamed` (in the reader's language where it is shown) when the portal gave none. */
export function objectLabel(object: DatasetObject, unnamed = "Unnamed resource"): string {
  return object.name || object.slug || unnamed;
}
