import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query, QueryClient } from "@tanstack/react-query";
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  removeOldestQuery,
} from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, keys, set } from "idb-keyval";
import type { CatalogEngineCalls } from "../catalog/types.ts";
import { isRecord } from "../lib/is-record.ts";
import type { Portals } from "../portals/portals.ts";
import { datasetKeys } from "../queries/dataset-keys.ts";
import { markKept } from "./kept-flag.ts";

/**
 * What this browser keeps between visits, in IndexedDB: the datasets the reader opened (here,
 * through TanStack Query's persister) and each portal's catalog (the catalog engine keeps those
 * itself, in its worker: see catalog/kept-catalogs.ts), so a repeat visit shows them at once (and
 * offline) while the portal is asked for changes. A chunk of its own, loaded beside the portals
 * file: the first page's code pays nothing.
 */

/**
 * The shape of what is kept. Bump it whenever the kept data's shape changes: a new version of the
 * app then discards an older store instead of reading it.
 */
export const PERSISTED_SHAPE = "explorer-cache-v3";
/** Kept data older than this is dropped: a month-old catalog is no head start. */
export const PERSIST_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
/** The most recently opened datasets kept. */
export const MAX_KEPT_DATASETS = 50;

const DB_NAME = "open-data-explorer";
const STORE_NAME = "query-cache";
const KEY = "client";

type KeyOf = readonly unknown[];

function isDetail(queryKey: KeyOf): boolean {
  return queryKey[1] === "datasets" && queryKey[2] === "detail";
}

/** Only datasets that loaded: never errors, progress, or the engine's answers. */
export function shouldKeep(query: Pick<Query, "queryKey" | "state">): boolean {
  return query.state.status === "success" && isDetail(query.queryKey);
}

/** The store within its bounds: the datasets most recently loaded. */
export function bounded(client: PersistedClient, maxDatasets = MAX_KEPT_DATASETS): PersistedClient {
  const details = client.clientState.queries
    .filter((query) => isDetail(query.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, maxDatasets);
  return { ...client, clientState: { ...client.clientState, queries: details } };
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
    if (!isDetail(query.queryKey) || !isRecord(data) || !Array.isArray(data.objects)) {
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
  return {
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
    /**
     * Earlier versions kept each catalog here too, in slices (`list:` keys); the engine keeps
     * catalogs in a database of its own now, and what an earlier version left is removed.
     */
    dropEarlierCatalogs: async () => {
      for (const key of await keys(open())) {
        if (typeof key === "string" && key.startsWith("list:")) await del(key, open());
      }
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
export async function forgetKept(engine: CatalogEngineCalls): Promise<void> {
  markKept(false);
  await engine.forget();
  if (typeof indexedDB === "undefined") return;
  try {
    await safeStorage().clear();
  } catch {
    // Nothing to remove where nothing can be stored.
  }
  // What the health page found (files read, links checked) is kept data too.
  await (await import("../queries/health/health-store.ts"))
    .healthShelf()
    .clear()
    .catch(() => undefined);
}

/** The cache events after which what is kept may differ (TanStack's persister saves on these). */
const CHANGES = new Set(["added", "removed", "updated"]);

/**
 * Calls `save` whenever what is kept may have changed: a dataset's detail query came, changed or
 * went, or a mutation did. TanStack's own subscription (persistQueryClientSubscribe) saves on
 * every query's every change, and each save first copies the cache's kept queries out of it: the
 * engine's answers to each key typed, and those asked ahead, made it do so hundreds of times on
 * the page's thread while the reader typed, for nothing kept (bench/README.md).
 */
export function saveOnKeptChanges(queryClient: QueryClient, save: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (CHANGES.has(event.type) && isDetail(event.query.queryKey)) save();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (CHANGES.has(event.type)) save();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

export interface Keeping {
  stop(): void;
}

/**
 * Restores what the last visit kept into `queryClient` (the opened datasets, and a handle for each
 * catalog the engine kept), then keeps the datasets up to date (saving at most once a second,
 * within the bounds). Never throws: a store that cannot be read is dropped, catalogs and all.
 */
export async function keepQueryCache(
  queryClient: QueryClient,
  engine: CatalogEngineCalls,
  portals: Portals,
): Promise<Keeping> {
  const storage = typeof indexedDB === "undefined" ? null : safeStorage();
  let restored = false;
  const persister = createAsyncStoragePersister({
    storage,
    key: KEY,
    serialize: (client) => JSON.stringify(bounded(client)),
    deserialize: (text) => {
      const client = readKept(JSON.parse(text));
      restored = true;
      return client;
    },
    // Out of space: give up the oldest kept query, then try again.
    retry: removeOldestQuery,
  });
  const options = { queryClient, persister, buster: PERSISTED_SHAPE };
  try {
    await persistQueryClientRestore({ ...options, maxAge: PERSIST_MAX_AGE_MS });
    if (restored) {
      for (const handle of await engine.restore(portals.list.map((portal) => portal.id))) {
        queryClient.setQueryData(datasetKeys.list(handle.portal), handle, {
          updatedAt: handle.keptAt ?? undefined,
        });
      }
      // Kept is not current: every kept query is asked again (conditionally) when a page uses
      // it, however recently it was saved. A reload always shows what the portal says now. (With
      // nothing kept, a first visit's page may already be reading: it is left alone.)
      await queryClient.invalidateQueries({ refetchType: "none" });
    }
  } catch {
    // What was kept but could not be read is no head start: the catalogs go with it.
    restored = false;
    await engine.forget();
  }
  void storage?.dropEarlierCatalogs().catch(() => undefined);
  const saving = { ...options, dehydrateOptions: { shouldDehydrateQuery: shouldKeep } };
  const stop = saveOnKeptChanges(queryClient, () => {
    void persistQueryClientSave(saving).catch(() => undefined);
  });
  // A first visit starts keeping once its page is shown (main.tsx): what it read before is
  // kept now, not at the next change of the cache, which may never come.
  if (!restored) void persistQueryClientSave(saving).catch(() => undefined);
  return { stop };
}
