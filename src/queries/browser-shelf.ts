import { clear, createStore, del, get, set, setMany, values } from "idb-keyval";

/**
 * A keyed store the explorer keeps in this browser, in a database of its own (the watched
 * datasets, the health page's work), so each is forgotten on its own terms.
 */
export interface BrowserShelf<V> {
  get(key: string): Promise<unknown>;
  values(): Promise<readonly unknown[]>;
  set(key: string, value: V): Promise<void>;
  setMany(records: readonly (readonly [string, V])[]): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** IndexedDB through idb-keyval, the database opened on first use, not when the module loads. */
function indexedDbShelf<V>(dbName: string, storeName: string): BrowserShelf<V> {
  let store: ReturnType<typeof createStore> | null = null;
  const open = () => {
    store ??= createStore(dbName, storeName);
    return store;
  };
  return {
    get: (key) => get(key, open()),
    values: () => values(open()),
    set: (key, value) => set(key, value, open()),
    // idb-keyval takes mutable pairs.
    setMany: (records) =>
      setMany(
        records.map(([key, value]): [string, V] => [key, value]),
        open(),
      ),
    del: (key) => del(key, open()),
    clear: () => clear(open()),
  };
}

/** A Map in place of the database: for unit tests, and where the browser has no IndexedDB. */
export function memoryShelf<V>(): BrowserShelf<V> {
  const map = new Map<string, V>();
  return {
    get: async (key) => map.get(key),
    values: async () => [...map.values()],
    set: async (key, value) => {
      map.set(key, value);
    },
    setMany: async (records) => {
      for (const [key, value] of records) map.set(key, value);
    },
    del: async (key) => {
      map.delete(key);
    },
    clear: async () => map.clear(),
  };
}

/** The shelf of this database: IndexedDB where the browser has it (jsdom has none: a Map there). */
export function browserShelf<V>(dbName: string, storeName: string): BrowserShelf<V> {
  return typeof indexedDB === "undefined" ? memoryShelf<V>() : indexedDbShelf<V>(dbName, storeName);
}
