import type { Page } from "@playwright/test";

/**
 * Looks into a store of this browser's IndexedDB without creating it (a database the app has not
 * made yet would lack its stores): the value under a key, or, given `{ prefix }`, how many records
 * have keys that start with it. Null where the database or the store is not there.
 */
export function lookInStore(
  page: Page,
  database: string,
  store: string,
  key: string | { prefix: string },
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
          const read =
            typeof wanted === "string"
              ? records.get(wanted)
              : records.count(IDBKeyRange.bound(wanted.prefix, `${wanted.prefix}\uffff`));
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => resolve(null);
        };
      }),
    [database, store, key] as const,
  );
}

/**
 * How many catalogs the engine has kept whole in this browser (src/catalog/kept-catalogs.ts): it
 * keeps one once the page's questions pause, a moment after the list is whole, its head record
 * last.
 */
export async function keptCatalogCount(page: Page): Promise<number> {
  const count = await lookInStore(page, "open-data-explorer-catalogs", "catalogs", {
    prefix: "catalog:",
  });
  return typeof count === "number" ? count : 0;
}
