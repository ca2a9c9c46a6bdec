import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { loadSafeHtml } from "../components/dataset/sanitizer.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * The dataset page's data, apart from its page (as catalog-loader.ts): the dataset is asked for
 * the moment the URL is known, while the page's code (dataset-route.tsx) downloads beside it.
 */
export function datasetLoader(queryClient: QueryClient, portalOf: PortalOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? "";
    const portal = portalOf(params);
    // The dataset goes on the line first, then the code: the page's own and the sanitizer (most
    // portals write descriptions in HTML) beside it. (A page landed on asked for its own code as
    // the app started: see afterTheData, routes.tsx.)
    const detailing = queryInLoader(
      queryClient,
      datasetQueries.detail(portal, slug),
      request.signal,
    );
    loadSafeHtml().catch(() => undefined);
    const page = loadDatasetRoute().then(({ datasetPageParts }) => {
      datasetPageParts.preload();
      return datasetPageParts;
    });
    // A failed page download is reported by the route's own `lazy`; not twice.
    page.catch(() => undefined);
    // The detail lacks organization and category, which the list has: the page asks for the
    // list once it has painted (dataset-route.tsx), so the whole catalog (11 MB at 10,000
    // datasets) does not share the line with the dataset, its code and its sanitizer.
    const detail = await detailing;
    await (await page).prepareDescription(detail.description);
    return null;
  };
}
