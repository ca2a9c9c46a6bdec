import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import type { AppPortal } from "../app/portals.ts";
import { usePortal } from "../app/portals-context.tsx";
import { getCatalogIndex } from "../lib/search/catalog-index.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { CatalogView } from "./catalog-view.tsx";
import { useChangesSinceLastVisit } from "./use-changes-since-last-visit.ts";

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

/** One portal's catalog. */
export function CatalogPage() {
  const portal = usePortal();
  const { t } = useLingui();
  const list = useSuspenseQuery(datasetQueries.list(portal));
  const { datasets } = list.data;
  const index = getCatalogIndex(datasets);
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
      />
    </section>
  );
}
