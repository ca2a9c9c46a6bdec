import type { AppPortal, Portals } from "../portals/portals.ts";

/**
 * Datasets the reader opened lately, kept in this browser only (localStorage): beside the pages
 * that read and write it (the catalog, a dataset), as lib/ is pure. Storage may be missing, full,
 * disabled or hold anything another version wrote: every read is validated and every failure
 * degrades to "nothing remembered", never to an exception.
 */

export interface RecentDataset {
  /** The portal it is on ("" for entries kept before the explorer knew several portals). */
  readonly portal: string;
  readonly slug: string;
  readonly name: string;
  /** When it was last opened, epoch milliseconds. */
  readonly viewedAt: number;
}

export const RECENTLY_VIEWED_KEY = "open-data-explorer:recently-viewed:v1";
export const RECENTLY_VIEWED_MAX = 8;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isRecentDataset(value: unknown): value is RecentDataset {
  if (typeof value !== "object" || value === null) return false;
  const record: Record<string, unknown> = { ...value };
  return (
    typeof record.slug === "string" &&
    record.slug !== "" &&
    typeof record.name === "string" &&
    typeof record.viewedAt === "number" &&
    Number.isFinite(record.viewedAt)
  );
}

export function readRecentlyViewed(
  storage: StorageLike | null = defaultStorage(),
): RecentDataset[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    const items: RecentDataset[] = [];
    for (const entry of parsed) {
      if (!isRecentDataset(entry)) continue;
      const portal = "portal" in entry && typeof entry.portal === "string" ? entry.portal : "";
      const key = recentKey({ portal, slug: entry.slug });
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ portal, slug: entry.slug, name: entry.name, viewedAt: entry.viewedAt });
    }
    return items.slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/**
 * The portal a kept entry is on: "" was kept before the explorer knew several portals, when the
 * first was the only one; an id no portal has any more is null.
 */
export function recentPortal(
  portals: Portals,
  item: Pick<RecentDataset, "portal">,
): AppPortal | null {
  return item.portal === "" ? portals.first : (portals.byId(item.portal) ?? null);
}

/** One entry per dataset of a portal: the same slug on two portals is two datasets. */
function recentKey(item: { portal: string; slug: string }): string {
  return `${item.portal}\u0000${item.slug}`;
}

/** Moves the dataset to the front; the oldest falls off past the maximum. */
export function recordRecentlyViewed(
  visit: { portal: string; slug: string; name: string },
  now = Date.now(),
  storage: StorageLike | null = defaultStorage(),
): RecentDataset[] {
  if (!visit.slug) return readRecentlyViewed(storage);
  const key = recentKey(visit);
  const rest = readRecentlyViewed(storage).filter((item) => recentKey(item) !== key);
  const next = [{ ...visit, viewedAt: now }, ...rest].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Full or disabled storage: remembering is a convenience, the page works without it.
  }
  return next;
}

export function clearRecentlyViewed(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
