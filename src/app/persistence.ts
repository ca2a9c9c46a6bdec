import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query, QueryClient } from "@tanstack/react-query";
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, keys, set } from "idb-keyval";
import { isPartialCatalog } from "../api/datasets.ts";
import { isRecord } from "../lib/is-record.ts";
import { markKept } from "./kept-flag.ts";
import { createKeptLists, type Shelf } from "./kept-lists.ts";

/**
 * What this browser keeps between visits, in IndexedDB: each portal's catalog and the datasets the
 * reader opened, so a repeat visit shows them at once (and offline) while the portal is asked for
 * changes. A chunk of its own, loaded beside the portals file: the first page's code pays nothing.
 */

/**
 * The shape of what is kept. Bump it whenever the kept data's shape changes: a new version of the
 * app then discards an older store instead of reading it.
 */
export const PERSISTED_SHAPE = "explorer-cache-v2";
/** Kept catalogs older than this are dropped: a month-old catalog is no head start. */
export const PERSIST_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
/** The most recently opened datasets kept; the catalogs are kept whole, one per portal. */
export const MAX_KEPT_DATASETS = 50;

const DB_NAME = "open-data-explorer";
const STORE_NAME = "query-cache";
const KEY = "client";

type KeyOf = readonly unknown[];

function kind(queryKey: KeyOf): "list" | "detail" | null {
  if (queryKey[1] !== "datasets") return null;
  if (queryKey[2] === "list" || queryKey[2] === "detail") return queryKey[2];
  return null;
}

/**
 * Only data worth a head start: catalogs and datasets that loaded. Never errors, progress, or the
 * first datasets of a list still arriving.
 */
export function shouldKeep(query: Pick<Query, "queryKey" | "state">): boolean {
  return (
    query.state.status === "success" &&
    kind(query.queryKey) !== null &&
    !isPartialCatalog(query.state.data)
  );
}

/** The store within its bounds: every catalog, and the datasets most recently loaded. */
export function bounded(client: PersistedClient, maxDatasets = MAX_KEPT_DATASETS): PersistedClient {
  const queries = client.clientState.queries;
  const details = queries
    .filter((query) => kind(query.queryKey) === "detail")
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, maxDatasets);
  const keep = new Set(details);
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: queries.filter((query) => kind(query.queryKey) === "list" || keep.has(query)),
    },
  };
}

/**
 * Reads what was kept, and refuses anything that is not a store this app wrote: another version's
 * shape, a half-written value, or junk. Refused, the store is dropped and the app loads from the
 * network as on a first visit.
 */
export function readKept(value: unknown): PersistedClient {
  if (!isRecord(value) || value.buster !== PERSISTED_SHAPE || typeof value.timestamp !== "number") {
    throw new Error("the kept data is of another version");
  }
  const state = value.clientState;
  if (!isRecord(state) || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) {
    throw new Error("the kept data has no query cache");
  }
  for (const query of state.queries) {
    if (!isRecord(query) || !Array.isArray(query.queryKey) || !isRecord(query.state)) {
      throw new Error("the kept data holds a broken query");
    }
    const data = query.state.data;
    const listOk = isRecord(data) && Array.isArray(data.datasets);
    const detailOk = isRecord(data) && Array.isArray(data.objects);
    const which = kind(query.queryKey);
    if ((which === "list" && !listOk) || (which === "detail" && !detailOk) || which === null) {
      throw new Error("the kept data holds a query of an unknown shape");
    }
  }
  // Checked field by field above: the store is the one this app writes.
  return value as unknown as PersistedClient;
}

/**
 * IndexedDB through idb-keyval, where any failure (a private window without storage, a full disk,
 * a store another tab is upgrading) reads as "nothing kept" instead of breaking the app.
 */
function safeStorage() {
  let store: ReturnType<typeof createStore> | null = null;
  const open = () => {
    store ??= createStore(DB_NAME, STORE_NAME);
    return store;
  };
  /** The records of the catalogs (see kept-lists.ts), in the same store. */
  const shelf: Shelf = {
    get: (key) => get(key, open()),
    set: (key, value) => set(key, value, open()),
    keys: () => keys(open()),
    del: (key) => del(key, open()),
  };
  return {
    shelf,
    clear: () => clear(open()),
    getItem: async (key: string): Promise<string | null> => {
      try {
        const value = await get<unknown>(key, open());
        return typeof value === "string" ? value : null;
      } catch {
        return null;
      }
    },
    setItem: async (key: string, value: string) => {
      await set(key, value, open());
      markKept(true);
    },
    removeItem: async (key: string) => {
      markKept(false);
      try {
        await del(key, open());
      } catch {
        // Nothing to remove where nothing can be stored.
      }
    },
  };
}

/** Forgets everything kept in this browser: the next visit starts as a first one. */
export async function forgetKept(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  markKept(false);
  try {
    await safeStorage().clear();
  } catch {
    // Nothing to remove where nothing can be stored.
  }
}

export interface Keeping {
  /** When what was restored had been saved; null when nothing was kept. */
  readonly restoredFrom: number | null;
  stop(): void;
}

/**
 * Restores what the last visit kept into `queryClient`, then keeps it up to date (saving at most
 * once a second, within the bounds). Never throws: a store that cannot be read is dropped.
 */
export async function keepQueryCache(queryClient: QueryClient): Promise<Keeping> {
  const storage = typeof indexedDB === "undefined" ? null : safeStorage();
  const lists = storage ? createKeptLists(storage.shelf) : null;
  let restoredFrom: number | null = null;
  let restored = false;
  const persister = createAsyncStoragePersister({
    storage,
    key: KEY,
    serialize: (client) => lists?.write(bounded(client)) ?? JSON.stringify(bounded(client)),
    deserialize: async (text) => {
      const client = readKept(lists ? await lists.read(text) : JSON.parse(text));
      restored = true;
      if (Date.now() - client.timestamp <= PERSIST_MAX_AGE_MS) restoredFrom = client.timestamp;
      return client;
    },
    // Out of space: give up the oldest kept query, then try again.
    retry: removeOldestQuery,
  });
  const options = { queryClient, persister, buster: PERSISTED_SHAPE };
  try {
    await persistQueryClientRestore({ ...options, maxAge: PERSIST_MAX_AGE_MS });
    // Kept is not current: every kept query is asked again (conditionally) when a page uses it,
    // however recently it was saved. A reload always shows what the portal says now. (With
    // nothing kept, a first visit's page may already be reading: it is left alone.)
    if (restored) await queryClient.invalidateQueries({ refetchType: "none" });
  } catch {
    restoredFrom = null;
  }
  const saving = { ...options, dehydrateOptions: { shouldDehydrateQuery: shouldKeep } };
  const stop = persistQueryClientSubscribe(saving);
  // A first visit starts keeping once its page is shown (main.tsx): what it read before is
  // kept now, not at the next change of the cache, which may never come.
  if (!restored) void persistQueryClientSave(saving).catch(() => undefined);
  return { restoredFrom, stop };
}
