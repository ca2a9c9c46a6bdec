import type { Page } from "@playwright/test";

/**
 * Looks into a store of this browser's IndexedDB without creating it (a database the app has not
 * made yet would lack its stores): the value under `key`, or, without one, how many records it
 * holds. Null where the database or the store is not there.
 */
export function lookInStore(
  page: Page,
  database: string,
  store: string,
  key?: string,
): Promise<unknown> {
  return page.evaluate(
    ([name, storeName, wanted]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(null);
          const records = db.transaction(storeName).objectStore(storeName);
          const read = wanted === undefined ? records.count() : records.get(wanted);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => resolve(null);
        };
      }),
    [database, store, key] as const,
  );
}

/**
 * How many catalogs the engine has kept in this browser (src/catalog/kept-catalogs.ts): it keeps
 * one once the page's questions pause, a moment after the list is whole.
 */
export async function keptCatalogCount(page: Page): Promise<number> {
  const count = await lookInStore(page, "open-data-explorer-catalogs", "catalogs");
  return typeof count === "number" ? count : 0;
}
