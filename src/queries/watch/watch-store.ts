import { clear, createStore, del, setMany, values } from "idb-keyval";
import {
  mergeEntry,
  toWatchEntry,
  type WatchEntry,
  watchKey,
} from "../../lib/watch/watch-entry.ts";

/**
 * Where watched datasets are kept: a database of their own, so forgetting the kept catalogs
 * (persistence.ts clears its store) leaves them unless the reader asks for both.
 */
const DB_NAME = "open-data-explorer-watch";
const STORE_NAME = "watched";

/** The few operations the list needs: idb-keyval on a store of its own, or a Map in tests. */
export interface WatchShelf {
  values(): Promise<readonly unknown[]>;
  setMany(records: readonly (readonly [string, WatchEntry])[]): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

function indexedDbShelf(): WatchShelf {
  let store: ReturnType<typeof createStore> | null = null;
  const open = () => {
    store ??= createStore(DB_NAME, STORE_NAME);
    return store;
  };
  return {
    values: () => values(open()),
    setMany: (records) =>
      setMany(
        records.map(([key, entry]) => [key, entry]),
        open(),
      ),
    del: (key) => del(key, open()),
    clear: () => clear(open()),
  };
}

export function memoryShelf(): WatchShelf {
  const map = new Map<string, WatchEntry>();
  return {
    values: async () => [...map.values()],
    setMany: async (records) => {
      for (const [key, entry] of records) map.set(key, entry);
    },
    del: async (key) => {
      map.delete(key);
    },
    clear: async () => map.clear(),
  };
}

let shelf: WatchShelf | null = null;
/** IndexedDB where the browser has it (tests run in jsdom, which has none: a Map there). */
export function defaultWatchShelf(): WatchShelf {
  shelf ??= typeof indexedDB === "undefined" ? memoryShelf() : indexedDbShelf();
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
