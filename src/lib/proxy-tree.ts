import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

/**
 * The JSON tree as a flat list of the nodes a person can see, so the view can virtualize it: only
 * expanded nodes are walked, and a node's children are listed only when it is opened.
 */

export const ROOT_ID = "$";

export interface TreeRow {
  /** JSON-pointer-like path from the root: "$", "$/features/0/properties". */
  readonly id: string;
  readonly parentId: string | null;
  /** The key or index under the parent; null for the root. */
  readonly label: string | null;
  readonly value: unknown;
  /** 1 for the root, as aria-level counts. */
  readonly level: number;
  readonly childCount: number;
  readonly posInSet: number;
  readonly setSize: number;
}

function escapeSegment(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function childId(parentId: string, key: string): string {
  return `${parentId}/${escapeSegment(key)}`;
}

/** Arrays and objects have children; an empty one is shown as a leaf. */
function childCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value === "object" && value !== null) return Object.keys(value).length;
  return 0;
}

function childEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (typeof value === "object" && value !== null) return Object.entries(value);
  return [];
}

export function flattenTree(root: unknown, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (
    id: string,
    parentId: string | null,
    label: string | null,
    value: unknown,
    level: number,
    posInSet: number,
    setSize: number,
  ) => {
    const count = childCount(value);
    rows.push({ id, parentId, label, value, level, childCount: count, posInSet, setSize });
    if (count === 0 || !expanded.has(id)) return;
    const entries = childEntries(value);
    entries.forEach(([key, item], index) => {
      visit(childId(id, key), id, key, item, level + 1, index + 1, entries.length);
    });
  };
  visit(ROOT_ID, null, null, root, 1, 1, 1);
  return rows;
}

const PREVIEW_LENGTH = 120;

/** One line for a node: a primitive as JSON, a container by its size, in the reader's words. */
export function nodePreview(value: unknown, i18n: I18n): string {
  if (Array.isArray(value)) {
    const items = value.length;
    return `[${i18n._(msg`${plural(items, { one: "# item", other: "# items" })}`)}]`;
  }
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).length;
    return `{${i18n._(msg`${plural(keys, { one: "# key", other: "# keys" })}`)}}`;
  }
  const text = JSON.stringify(value) ?? "null";
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/** Every ancestor id of a node, root first. */
export function ancestorIds(id: string): string[] {
  const ids: string[] = [];
  let end = id.lastIndexOf("/");
  while (end > 0) {
    ids.unshift(id.slice(0, end));
    end = id.lastIndexOf("/", end - 1);
  }
  return ids;
}

export interface TreeSearchResult {
  /** The first matching node ids, in document order. */
  readonly matches: string[];
  /** Every match, also beyond the limit. */
  readonly total: number;
}

/** Deeper nodes are not searched: a hostile 10,000-level answer would overflow the call stack. */
const SEARCH_MAX_DEPTH = 1_000;

/** Nodes whose key or primitive value contains the query, case-insensitive. */
export function searchTree(root: unknown, query: string, limit = 200): TreeSearchResult {
  const needle = query.trim().toLocaleLowerCase();
  const matches: string[] = [];
  let total = 0;
  if (needle === "") return { matches, total };
  const visit = (id: string, label: string | null, value: unknown, depth: number) => {
    const isContainer = typeof value === "object" && value !== null;
    const hit =
      label?.toLocaleLowerCase().includes(needle) ||
      (!isContainer && String(value).toLocaleLowerCase().includes(needle));
    if (hit) {
      total += 1;
      if (matches.length < limit) matches.push(id);
    }
    if (!isContainer || depth >= SEARCH_MAX_DEPTH) return;
    // Array indexes are positions, not content: "1" should not match every tenth item.
    const labelled = !Array.isArray(value);
    for (const [key, item] of childEntries(value)) {
      visit(childId(id, key), labelled ? key : null, item, depth + 1);
    }
  };
  visit(ROOT_ID, null, root, 1);
  return { matches, total };
}
