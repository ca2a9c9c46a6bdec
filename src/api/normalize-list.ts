import { describeValue, isNonEmptyString, isRecord } from "./guards.ts";
import { badShape, type PayloadSource } from "./normalize-dataset.ts";

/** One page of the dataset list as the envelope described it. */
export interface ListPage {
  readonly items: readonly unknown[];
  /** The next page's address as the portal wrote it (relative or absolute), or null. */
  readonly next: string | null;
  readonly total: number | null;
  /** The page size the portal says it used, so a short page can be recognised as the last. */
  readonly pageSize: number | null;
  readonly page: number | null;
}

/** Where envelopes keep their list, most specific first. */
export const ITEM_KEYS: readonly string[] = [
  "_items",
  "data",
  "results",
  "items",
  "resources",
  "datasets",
];

function count(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : null;
}

function linkHref(value: unknown): string | null {
  if (isNonEmptyString(value)) return value.trim();
  if (isRecord(value) && isNonEmptyString(value.href)) return value.href.trim();
  return null;
}

function findItems(envelope: Record<string, unknown>): unknown[] | null {
  for (const key of ITEM_KEYS) {
    const value = envelope[key];
    if (Array.isArray(value)) return value;
    if (isRecord(value) && Array.isArray(value._items)) return value._items;
  }
  // An unknown envelope with exactly one list of records in it: that list is the answer.
  const lists = Object.values(envelope).filter(
    (value): value is unknown[] => Array.isArray(value) && value.some(isRecord),
  );
  return lists.length === 1 ? (lists[0] ?? null) : null;
}

/** Eve without HATEOAS links still says page and max_results: the next page can be built. */
function nextFromMeta(
  page: number | null,
  pageSize: number | null,
  total: number | null,
  itemCount: number,
): string | null {
  if (page === null || pageSize === null || pageSize === 0) return null;
  const more = total === null ? itemCount >= pageSize : page * pageSize < total;
  return more ? `?page=${page + 1}&max_results=${pageSize}` : null;
}

/**
 * Reads the list envelopes portals use: a bare array, Eve's {_items, _meta, _links},
 * {data, next_page, total} and {results, count, next}. Throws "bad-shape" when no list is found.
 */
export function readListPage(raw: unknown, source: PayloadSource): ListPage {
  if (Array.isArray(raw))
    return { items: raw, next: null, total: null, pageSize: null, page: null };
  if (!isRecord(raw)) {
    throw badShape(source, ` expected a list of datasets, got ${describeValue(raw)}`);
  }
  const items = findItems(raw);
  if (items === null) {
    const keys = Object.keys(raw).slice(0, 8).join(", ");
    throw badShape(
      source,
      ` expected a list of datasets, got an object with keys: ${keys || "none"}`,
    );
  }
  const meta = isRecord(raw._meta) ? raw._meta : isRecord(raw.meta) ? raw.meta : {};
  const links = isRecord(raw._links) ? raw._links : isRecord(raw.links) ? raw.links : {};
  const total = count(meta.total) ?? count(raw.total) ?? count(raw.count);
  const pageSize = count(meta.max_results) ?? count(meta.per_page) ?? count(raw.per_page);
  const page = count(meta.page) ?? count(raw.page);
  const nextPageNumber = count(raw.next_page);
  const next =
    linkHref(links.next) ??
    (nextPageNumber !== null ? `?page=${nextPageNumber}` : null) ??
    linkHref(raw.next_page) ??
    linkHref(raw.next) ??
    nextFromMeta(page, pageSize, total, items.length);
  return { items, next, total, pageSize, page };
}
