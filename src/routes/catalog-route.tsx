import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { CatalogHandle } from "../catalog/types.ts";
import type { AppPortal } from "../portals/portals.ts";
import { usePortal, usePortals } from "../portals/portals-context.tsx";
import { catalogQueries, versionsOf } from "../queries/catalog-queries.ts";
import { datasetKeys } from "../queries/dataset-keys.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { CatalogView } from "./catalog-view.tsx";
import { loadDatasetRoute } from "./dataset-loader.ts";
import { ListArriving } from "./list-progress.tsx";
import { type RecentDataset, recentPortal } from "./recently-viewed.ts";
import { useResumedLists } from "./use-resumed-lists.ts";
import { useSteadyWhileInUse } from "./use-steady-while-in-use.ts";

/** Warms a dataset's page (its data and its code) when the reader shows intent to open it. */
export function usePrefetchDataset(): (portal: AppPortal, slug: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (portal, slug) => {
      // Offline there is nothing to warm: the query would only wait for the network.
      if (!navigator.onLine) return;
      queryClient.query(datasetQueries.detail(portal, slug)).catch(() => undefined);
      // Its organization and category, from the engine: the page shows them with the rest.
      const handle = queryClient.getQueryData<CatalogHandle>(datasetKeys.list(portal.id));
      if (handle) {
        queryClient.query(catalogQueries.summary(portal, handle, slug)).catch(() => undefined);
      }
      loadDatasetRoute().catch(() => undefined);
    },
    [queryClient],
  );
}

/** One portal's catalog. */
export function CatalogPage() {
  const portal = usePortal();
  const { t } = useLingui();
  const list = useSuspenseQuery(datasetQueries.list(portal));
  const handle = list.data;
  useResumedLists([list]);
  // A new version of the catalog (more of it arrived, a refresh changed it) waits while the
  // reader points or works in the results: rows never move under them.
  const latest = useMemo(
    () => ({ versions: versionsOf([handle]), arriving: handle.arriving }),
    [handle],
  );
  const { shown, handlers, heldBack } = useSteadyWhileInUse(latest);
  const scope = useMemo(() => [portal], [portal]);
  const prefetch = usePrefetchDataset();
  const portals = usePortals();
  const recentFrom = useCallback(
    (item: RecentDataset) => (recentPortal(portals, item) === portal ? portal : null),
    [portals, portal],
  );
  return (
    <section className="page catalog">
      <title>{t`Datasets · ${portal.name}`}</title>
      <h1>
        <Trans>Datasets</Trans>
      </h1>
      <CatalogView
        scope={scope}
        versions={shown.versions}
        acrossPortals={false}
        recentFrom={recentFrom}
        onIntent={prefetch}
        checking={list.isFetching && !list.isPaused}
        unchecked={list.isRefetchError || list.isPaused}
        resultsHandlers={handlers}
        heldBack={heldBack}
        arriving={shown.arriving}
        notices={
          handle.arriving ? (
            <ListArriving
              portal={portal}
              shown={handle.count}
              error={list.isError && !list.isFetching ? list.error : null}
              onRetry={() => void list.refetch()}
            />
          ) : null
        }
      />
    </section>
  );
}
