import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { CatalogSnapshot } from "../api/datasets.ts";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import type { AppPortal } from "../app/portals.ts";
import { usePortal } from "../app/portals-context.tsx";
import {
  buildCatalogIndex,
  builtCatalogIndex,
  type CatalogIndex,
  getCatalogIndex,
} from "../lib/search/catalog-index.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { CatalogView } from "./catalog-view.tsx";
import { ListArriving } from "./list-progress.tsx";
import { useChangesSinceLastVisit } from "./use-changes-since-last-visit.ts";
import { useSteadyWhileInUse } from "./use-steady-while-in-use.ts";

/** Warms a dataset's page (its data and its code) when the reader shows intent to open it. */
export function usePrefetchDataset(): (portal: AppPortal, slug: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (portal, slug) => {
      // Offline there is nothing to warm: the query would only wait for the network.
      if (!navigator.onLine) return;
      queryClient.query(datasetQueries.detail(portal, slug)).catch(() => undefined);
      loadDatasetRoute().catch(() => undefined);
    },
    [queryClient],
  );
}

/** An index on screen, and whether its list was only the first part of the catalog. */
interface ShownIndex {
  readonly index: CatalogIndex;
  readonly partial: boolean;
}

/**
 * The index of the list to show. The first list is indexed at once; a later one (the whole list
 * after its first datasets, a refreshed catalog) is indexed, search words and all, in steps between
 * frames while the last index stays on screen: at 100,000 datasets indexing at once would hold
 * the page for over 100 ms, and a keystroke on an index whose search words are not ready folds the
 * whole catalog at once (a quarter of a second at 10,000). `partial` says the index shown is of the
 * first datasets of a list still arriving (or being indexed), not of a whole catalog: a refreshed
 * catalog indexed behind a whole one is no reason to say "so far".
 */
function useCatalogIndex({ datasets, partial: arriving }: CatalogSnapshot): ShownIndex {
  const built = builtCatalogIndex(datasets);
  const [last, setLast] = useState<ShownIndex | null>(null);
  const ready = built !== null && (last === null || built === last.index || built.searchReady());
  const index = (ready ? built : null) ?? last?.index ?? getCatalogIndex(datasets);
  // The last index is an older list's; any other is this one's.
  const partial = index === last?.index ? last.partial : arriving === true;
  if (index !== last?.index) setLast({ index, partial });
  useEffect(() => {
    if (builtCatalogIndex(datasets)) return;
    const controller = new AbortController();
    void buildCatalogIndex(datasets, controller.signal).then(async (next) => {
      if (!next) return;
      await next.prepareSearch(controller.signal);
      if (!controller.signal.aborted) setLast({ index: next, partial: arriving === true });
    });
    return () => controller.abort();
  }, [datasets, arriving]);
  return { index, partial };
}

/** One portal's catalog. */
export function CatalogPage() {
  const portal = usePortal();
  const { t } = useLingui();
  const list = useSuspenseQuery(datasetQueries.list(portal));
  // The newest list is indexed as it comes; what is shown (the list with the index its rows come
  // from) waits while the reader points or works in the results: neither a new list nor the
  // index of one that came a moment earlier moves the rows under them.
  const fresh = useCatalogIndex(list.data);
  const latest = useMemo(
    () => ({ snapshot: list.data, index: fresh.index, partial: fresh.partial }),
    [list.data, fresh.index, fresh.partial],
  );
  const { shown, handlers } = useSteadyWhileInUse(latest);
  const { snapshot, index, partial } = shown;
  const { datasets } = snapshot;
  const prefetch = usePrefetchDataset();
  const portalOf = useCallback(() => portal, [portal]);
  const changes = useChangesSinceLastVisit(
    [
      {
        portal,
        datasets,
        fetching: list.isFetching && !list.isPaused,
        unchecked: list.isRefetchError || list.isPaused,
      },
    ],
    index,
    portalOf,
  );
  const recentFrom = useCallback(
    (item: { portal: string }) => (item.portal === portal.id || item.portal === "" ? portal : null),
    [portal],
  );
  return (
    <section className="page catalog">
      <title>{t`Datasets · ${portal.name}`}</title>
      <h1>
        <Trans>Datasets</Trans>
      </h1>
      <CatalogView
        index={index}
        portalOf={portalOf}
        acrossPortals={false}
        recentFrom={recentFrom}
        onIntent={prefetch}
        changes={changes}
        resultsHandlers={handlers}
        arriving={partial}
        notices={
          snapshot.partial ? (
            <ListArriving
              portal={portal}
              shown={datasets.length}
              error={list.isError && !list.isFetching ? list.error : null}
              onRetry={() => void list.refetch()}
            />
          ) : null
        }
      />
    </section>
  );
}
