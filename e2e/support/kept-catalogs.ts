import type { Page } from "@playwright/test";

/**
 * How many catalogs the engine has kept in this browser (src/catalog/kept-catalogs.ts): it keeps
 * one once the page's questions pause, a moment after the list is whole.
 */
export function keptCatalogCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("open-data-explorer-catalogs");
        // Looking must not create the database before the engine does (it would lack the store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("catalogs")) return resolve(0);
          const count = db.transaction("catalogs").objectStore("catalogs").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => resolve(0);
        };
      }),
  );
}
