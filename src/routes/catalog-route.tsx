import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import type { AppPortal } from "../app/portals.ts";
import { usePortal } from "../app/portals-context.tsx";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { getCatalogIndex } from "../lib/search/catalog-index.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { CatalogView } from "./catalog-view.tsx";

export function catalogLoader(queryClient: QueryClient, portalOf: PortalOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    await queryInLoader(queryClient, datasetQueries.list(portalOf(params)), request.signal);
    return null;
  };
}

/** Only a new list needs the loader again; search, filters and pages are worked out in the browser. */
export function catalogShouldRevalidate({
  currentUrl,
  nextUrl,
}: {
  currentUrl: URL;
  nextUrl: URL;
}) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** Warms a dataset's page (its data and its code) when the reader shows intent to open it. */
export function usePrefetchDataset(): (portal: AppPortal, slug: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (portal, slug) => {
      queryClient.query(datasetQueries.detail(portal, slug)).catch(() => undefined);
      loadDatasetRoute().catch(() => undefined);
    },
    [queryClient],
  );
}

/** One portal's catalog. */
export function CatalogPage() {
  const portal = usePortal();
  const { datasets } = useSuspenseQuery(datasetQueries.list(portal)).data;
  const prefetch = usePrefetchDataset();
  const portalOf = useCallback(() => portal, [portal]);
  const recentFrom = useCallback(
    (item: { portal: string }) => (item.portal === portal.id || item.portal === "" ? portal : null),
    [portal],
  );
  return (
    <section className="page catalog">
      <title>{`Datasets · ${portal.name}`}</title>
      <h1>Datasets</h1>
      <CatalogView
        index={getCatalogIndex(datasets)}
        portalOf={portalOf}
        acrossPortals={false}
        recentFrom={recentFrom}
        onIntent={prefetch}
      />
    </section>
  );
}
