import type { CatalogShelf } from "../catalog/kept-catalogs.ts";

/** A shelf in memory, as IndexedDB would hold it (values cloned, as structured clone does). */
export function memoryShelf(): CatalogShelf & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    get: async (key) => structuredClone(records.get(key)),
    keys: async () => [...records.keys()],
    getMany: async (keys) => keys.map((key) => structuredClone(records.get(key))),
    set: async (key, value) => void records.set(key, structuredClone(value)),
    delMany: async (keys) => {
      for (const key of keys) records.delete(key);
    },
    clear: async () => records.clear(),
  };
}
