/**
 * Key tree: every key starts with the portal's id, so two portals that share a slug never share a
 * cache entry, and all of one portal can be invalidated at once.
 *   [portalId]
 *     └─ [portalId, "datasets"]
 *          ├─ [portalId, "datasets", "list"]            the catalog's handle (its datasets are the engine's)
 *          ├─ [portalId, "datasets", "list-progress"]   how far a paged list has been read, while it is
 *          └─ [portalId, "datasets", "detail", slug]    one dataset with its objects
 */
export const datasetKeys = {
  portal: (portalId: string) => [portalId] as const,
  all: (portalId: string) => [portalId, "datasets"] as const,
  list: (portalId: string) => [...datasetKeys.all(portalId), "list"] as const,
  listProgress: (portalId: string) => [...datasetKeys.all(portalId), "list-progress"] as const,
  detail: (portalId: string, slug: string) =>
    [...datasetKeys.all(portalId), "detail", slug] as const,
};

/** Whether a key is some portal's list (datasetKeys.list). */
export function isListKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === 3 && queryKey[1] === "datasets" && queryKey[2] === "list";
}
