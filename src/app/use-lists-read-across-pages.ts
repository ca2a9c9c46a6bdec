import { useQueries } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

const nothing = () => null;

/**
 * Keeps the lists of the portals the reader is among (one portal's pages, or All portals')
 * observed across those pages. TanStack cancels a read when the last page showing its query goes,
 * so a list still arriving was cancelled when its catalog gave way to a dataset or the health
 * page, and read again from its start on the next page that showed it. Observed here, it reads
 * on. This asks for nothing itself (the pages do), and never re-renders the frame.
 */
export function useListsReadAcrossPages(portals: readonly Portal[]): void {
  useQueries({
    queries: portals.map((portal) => ({ ...datasetQueries.list(portal), enabled: false })),
    combine: nothing,
  });
}
