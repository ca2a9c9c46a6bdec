import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { parseCatalogState } from "../lib/url-state.ts";
import { type Portals, portalOf } from "../portals/portals.ts";
import {
  catalogNow,
  catalogQueries,
  resultsQueryOf,
  versionsOf,
} from "../queries/catalog-queries.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { queryInLoader } from "./query-in-loader.ts";

/** The catalog page's code: its own chunk, loaded while the list arrives. */
export const loadCatalogRoute = () => import("./catalog-route.tsx");

/**
 * The catalog's data, apart from its page: the router starts the list when the URL is known and
 * loads the page's code (catalog-route.tsx, its own chunk) beside it, so neither waits on the other;
 * then the engine's first answer for the URL, so the page shows with its rows.
 */
export function catalogLoader(queryClient: QueryClient, portals: Portals) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const portal = portalOf(portals, params.portal);
    if (!portal) throw new Response("Portal not found", { status: 404 });
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
