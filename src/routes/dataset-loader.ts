import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import { queryInLoader } from "../app/query-in-loader.ts";
import type { PortalOf } from "../app/routes.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * The dataset page's data, apart from its page (as catalog-loader.ts): the dataset is asked for
 * the moment the URL is known, while the page's code (dataset-route.tsx) downloads beside it.
 *
 * The catalog list, which gives the header its organization and category, is not asked for here:
 * on a first visit it is the largest answer of all, and it would share the line with the dataset
 * the reader came for. The page asks for it once it has shown the dataset.
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
    const detail = await queryInLoader(
      queryClient,
      datasetQueries.detail(portal, slug),
      request.signal,
    );
    await (await page).prepareDescription(detail.description);
    return null;
  };
}
