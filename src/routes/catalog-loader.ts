import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * The catalog's data, apart from its page: the router starts the list when the URL is known and
 * loads the page's code (catalog-route.tsx, its own chunk) beside it, so neither waits on the other.
 */
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
