import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchDatasetDetail } from "../api/dataset-detail.ts";
import type { ListProgress } from "../api/datasets.ts";
import type { Portal } from "../api/portal.ts";
import { readCatalog } from "../catalog/read-catalog.ts";
import type { CatalogHandle } from "../catalog/types.ts";
import { parseCatalogState } from "../lib/url-state.ts";
import {
  catalogEngineOf,
  catalogNow,
  catalogQueries,
  resultsQueryOf,
  versionsOf,
} from "./catalog-queries.ts";
import { datasetKeys } from "./dataset-keys.ts";

const FIVE_MINUTES = 5 * 60_000;

/** How often, at most, progress reaches the screen: a big list arrives in hundreds of pieces. */
const PROGRESS_EVERY_MS = 100;

function throttled(report: (progress: ListProgress) => void): (progress: ListProgress) => void {
  let last = 0;
  return (progress) => {
    const time = Date.now();
    if (time - last < PROGRESS_EVERY_MS && progress.bytes !== undefined) return;
    last = time;
    report(progress);
  };
}

export const datasetQueries = {
  list: (portal: Portal) =>
    queryOptions({
      queryKey: datasetKeys.list(portal.id),
      queryFn: async ({ signal, client, queryKey }): Promise<CatalogHandle> => {
        const progressKey = datasetKeys.listProgress(portal.id);
        const report = (progress: ListProgress | null) =>
          client.setQueryData(progressKey, progress);
        // What is on screen (or was kept from the last visit) is the base of a conditional read:
        // an unchanged catalog costs a 304 and keeps the very same handle.
        const shown = client.getQueryData<CatalogHandle>(queryKey);
        // What a portal's catalog first shows (no search, no filter): its first page comes with
        // the first datasets, so the page need not ask for it once they are there.
        const landing = resultsQueryOf(
          parseCatalogState(new URLSearchParams()),
          false,
          catalogNow(),
        );
        // The read is cancelled when the last page showing the list goes (the frame observes
        // the lists of the portals the reader is among, so: a page of other portals opened), and TanStack then keeps the handle of the
        // datasets so far. Marked stale, the next page to show it reads the list again instead of
        // taking those for the whole catalog.
        signal.addEventListener(
          "abort",
          () => {
            if (client.getQueryData<CatalogHandle>(queryKey)?.arriving) {
              void client.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
            }
          },
          { once: true },
        );
        try {
          return await readCatalog(catalogEngineOf(client), portal, {
            signal,
            previous: shown?.arriving ? null : shown,
            onProgress: throttled(report),
            // With nothing on screen yet, a big list shows its first datasets while the rest
            // arrive. (A retry after a list that broke off leaves what came until it is complete.)
            onArrived:
              shown === undefined
                ? (handle, firstPage) => {
                    if (signal.aborted) return;
                    if (firstPage) {
                      const versions = versionsOf([handle]);
                      const { queryKey: pageKey } = catalogQueries.results(
                        [portal],
                        versions,
                        landing,
                      );
                      client.setQueryData(pageKey, firstPage);
                    }
                    client.setQueryData(queryKey, handle);
                  }
                : undefined,
            firstQuestion: shown === undefined ? landing : undefined,
          });
        } finally {
          report(null);
        }
      },
      staleTime: FIVE_MINUTES,
    }),
  /** Written by the list's own fetch; `null` when no read is under way. */
  listProgress: (portal: Portal) =>
    queryOptions<ListProgress | null>({
      queryKey: datasetKeys.listProgress(portal.id),
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  detail: (portal: Portal, slug: string) =>
    queryOptions({
      queryKey: datasetKeys.detail(portal.id, slug),
      queryFn: ({ signal }) => fetchDatasetDetail(portal, slug, signal),
      staleTime: FIVE_MINUTES,
    }),
};
