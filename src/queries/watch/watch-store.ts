import {
  mergeEntry,
  toWatchEntry,
  type WatchEntry,
  watchKey,
} from "../../lib/watch/watch-entry.ts";
import { type BrowserShelf, browserShelf } from "../browser-shelf.ts";

/**
 * Where watched datasets are kept: a database of their own, so forgetting the kept catalogs
 * (persistence.ts clears its store) leaves them unless the reader asks for both.
 */
const DB_NAME = "open-data-explorer-watch";
const STORE_NAME = "watched";

export type WatchShelf = BrowserShelf<WatchEntry>;

let shelf: WatchShelf | null = null;
/** The store every watch operation uses, made on first use. */
export function defaultWatchShelf(): WatchShelf {
  shelf ??= browserShelf(DB_NAME, STORE_NAME);
  return shelf;
}

/** The kept list, oldest watch first; records this version cannot read are left out, not fatal. */
export async function readWatched(shelf: WatchShelf): Promise<WatchEntry[]> {
  const entries: WatchEntry[] = [];
  for (const value of await shelf.values()) {
    const entry = toWatchEntry(value);
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => a.watchedAt - b.watchedAt);
}

export async function putWatched(shelf: WatchShelf, entries: readonly WatchEntry[]) {
  await shelf.setMany(entries.map((entry) => [watchKey(entry), entry] as const));
}

export async function removeWatched(shelf: WatchShelf, key: string) {
  await shelf.del(key);
}

export async function clearWatched(shelf: WatchShelf) {
  await shelf.clear();
}

export interface ImportOutcome {
  /** Datasets not watched here before. */
  readonly added: number;
  /** Datasets already watched here, merged with what the file knew of them. */
  readonly merged: number;
}

/** Adds an imported list to the kept one: every dataset of both stays watched. */
export async function importWatched(
  shelf: WatchShelf,
  incoming: readonly WatchEntry[],
): Promise<ImportOutcome> {
  const kept = new Map((await readWatched(shelf)).map((entry) => [watchKey(entry), entry]));
  let added = 0;
  let merged = 0;
  const out: WatchEntry[] = [];
  for (const entry of incoming) {
    const old = kept.get(watchKey(entry));
    if (old) merged += 1;
    else added += 1;
    out.push(old ? mergeEntry(old, entry) : entry);
  }
  await putWatched(shelf, out);
  return { added, merged };
}
