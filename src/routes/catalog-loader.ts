import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { parseCatalogState } from "../lib/url-state.ts";
import {
  catalogNow,
  catalogQueries,
  resultsQueryOf,
  versionsOf,
} from "../queries/catalog-queries.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * The catalog's data, apart from its page: the router starts the list when the URL is known and
 * loads the page's code (catalog-route.tsx, its own chunk) beside it, so neither waits on the other;
 * then the engine's first answer for the URL, so the page shows with its rows.
 */
export function catalogLoader(queryClient: QueryClient, portalOf: PortalOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const portal = portalOf(params);
    const handle = await queryInLoader(queryClient, datasetQueries.list(portal), request.signal);
    const state = parseCatalogState(new URL(request.url).searchParams);
    const question = resultsQueryOf(state, false, catalogNow());
    await queryClient
      .query(catalogQueries.results([portal], versionsOf([handle]), question))
      .catch(() => undefined);
    return null;
  };
}

/** Only a new list needs the loader again; search, filters and pages are the engine's answers. */
export function catalogShouldRevalidate({
  currentUrl,
  nextUrl,
}: {
  currentUrl: URL;
  nextUrl: URL;
}) {
  return currentUrl.pathname !== nextUrl.pathname;
}
