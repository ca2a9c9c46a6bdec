import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * The dataset page's data, apart from its page (as catalog-loader.ts): the dataset is asked for
 * the moment the URL is known, while the page's code (dataset-route.tsx) downloads beside it.
 */
export function datasetLoader(queryClient: QueryClient, portalOf: PortalOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? "";
    const portal = portalOf(params);
    const page = loadDatasetRoute().then(({ datasetPageParts }) => {
      datasetPageParts.preload();
      return datasetPageParts;
    });
    // A failed page download is reported by the route's own `lazy`; not twice.
    page.catch(() => undefined);
    // The detail lacks organization and category: warm the list for them without waiting on it.
    // Asked for only once the page showed, a large list (11 MB at 10,000 datasets) was parsed
    // just as a reader opened API data: a 240 ms task in the panel (bench proxy5mbLongestTaskMs).
    void queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    const detail = await queryInLoader(
      queryClient,
      datasetQueries.detail(portal, slug),
      request.signal,
    );
    await (await page).prepareDescription(detail.description);
    return null;
  };
}
