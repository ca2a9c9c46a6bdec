import { useQuery } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * Keeps the lists of the portals the reader is among (one portal's pages, or All portals')
 * observed across those pages. TanStack cancels a read when the last page showing its query goes,
 * so a list still arriving was cancelled when its catalog gave way to a dataset or the health
 * page, and read again from its start on the next page that showed it. Observed here, it reads
 * on. This asks for nothing itself (the pages do), and renders nothing.
 */
export function ListsReadAcrossPages({ portals }: { portals: readonly Portal[] }) {
  // Keyed by portal, a portal among both the last and the next set keeps its observer throughout.
  return portals.map((portal) => <ListReadAcrossPages key={portal.id} portal={portal} />);
}

function ListReadAcrossPages({ portal }: { portal: Portal }) {
  // Not enabled, so it never asks; told of no change, so it never re-renders.
  useQuery({ ...datasetQueries.list(portal), enabled: false, notifyOnChangeProps: [] });
  return null;
}
