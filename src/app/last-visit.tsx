import type { QueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { CatalogSnapshot } from "../api/datasets.ts";
import type { DatasetSummary } from "../api/types.ts";
import { datasetKeys } from "../queries/dataset-queries.ts";
import type { Portals } from "./portals.ts";

/**
 * The catalogs as this browser kept them from the reader's last visit, before the portals were
 * asked for changes: the base of "what changed since your last visit". Taken once, at start.
 */
export interface LastVisit {
  /** When the kept catalogs were saved; null on a first visit (or when nothing could be kept). */
  readonly at: number | null;
  catalogOf(portalId: string): readonly DatasetSummary[] | null;
}

export const FIRST_VISIT: LastVisit = { at: null, catalogOf: () => null };

export function lastVisitFrom(
  queryClient: QueryClient,
  portals: Portals,
  at: number | null,
): LastVisit {
  if (at === null) return FIRST_VISIT;
  const kept = new Map<string, readonly DatasetSummary[]>();
  for (const portal of portals.list) {
    const snapshot = queryClient.getQueryData<CatalogSnapshot>(datasetKeys.list(portal.id));
    if (snapshot) kept.set(portal.id, snapshot.datasets);
  }
  return { at, catalogOf: (id) => kept.get(id) ?? null };
}

const LastVisitContext = createContext<LastVisit>(FIRST_VISIT);

export function LastVisitProvider({ value, children }: { value: LastVisit; children: ReactNode }) {
  return <LastVisitContext.Provider value={value}>{children}</LastVisitContext.Provider>;
}

export function useLastVisit(): LastVisit {
  return useContext(LastVisitContext);
}
