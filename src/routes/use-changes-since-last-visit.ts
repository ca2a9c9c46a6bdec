import { useMemo } from "react";
import type { DatasetSummary } from "../api/types.ts";
import { useLastVisit } from "../app/last-visit.tsx";
import type { AppPortal } from "../app/portals.ts";
import type { ChangeSummary } from "../components/catalog/since-last-visit.tsx";
import { type CatalogChanges, diffCatalogs } from "../lib/catalog-diff.ts";
import type { CatalogIndex } from "../lib/search/catalog-index.ts";

export type Change = "new" | "changed";

/** What a catalog view shows of a returning reader's last visit. */
export interface ChangesSinceLastVisit {
  readonly at: number;
  /** A portal is still being asked whether its catalog changed. */
  readonly checking: boolean;
  /** A portal could not be asked (offline, or the check failed): its changes are unknown. */
  readonly unchecked: boolean;
  readonly summary: ChangeSummary;
  changeOf(id: number): Change | null;
}

export interface PortalCatalog {
  readonly portal: AppPortal;
  readonly datasets: readonly DatasetSummary[];
  /** Its list is being fetched (the check behind a kept catalog). */
  readonly fetching: boolean;
  /** The check could not be made: it failed, or it waits for the network (offline). */
  readonly unchecked: boolean;
}

/**
 * Compares each portal's catalog with the one kept from the last visit. Null on a first visit, or
 * when no shown portal had a kept catalog.
 */
export function useChangesSinceLastVisit(
  catalogs: readonly PortalCatalog[],
  index: CatalogIndex,
  portalOf: (id: number) => AppPortal,
): ChangesSinceLastVisit | null {
  const lastVisit = useLastVisit();
  const checking = catalogs.some((catalog) => catalog.fetching);
  const unchecked = catalogs.some((catalog) => catalog.unchecked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each catalog's list is the dependency
  const byPortal = useMemo(() => {
    const changes = new Map<string, CatalogChanges>();
    for (const { portal, datasets } of catalogs) {
      const kept = lastVisit.catalogOf(portal.id);
      if (kept) changes.set(portal.id, diffCatalogs(kept, datasets));
    }
    return changes;
  }, [lastVisit, ...catalogs.map((catalog) => catalog.datasets)]);

  return useMemo(() => {
    if (lastVisit.at === null || byPortal.size === 0) return null;
    let added = 0;
    let changed = 0;
    const removed: string[] = [];
    for (const changes of byPortal.values()) {
      added += changes.added.size;
      changed += changes.changed.size;
      for (const dataset of changes.removed) removed.push(dataset.name || dataset.slug);
    }
    return {
      at: lastVisit.at,
      checking,
      unchecked,
      summary: { added, changed, removed },
      changeOf: (id) => {
        const slug = index.entries[id]?.dataset.slug;
        const changes = byPortal.get(portalOf(id).id);
        if (!slug || !changes) return null;
        if (changes.added.has(slug)) return "new";
        return changes.changed.has(slug) ? "changed" : null;
      },
    };
  }, [lastVisit.at, byPortal, checking, unchecked, index, portalOf]);
}
