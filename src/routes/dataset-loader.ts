import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadSafeHtml } from "../components/dataset/sanitizer.ts";
import { type Portals, portalOf } from "../portals/portals.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { queryInLoader } from "./query-in-loader.ts";

/** The dataset page's code: its own chunk, so the catalog's first load does not pay for it. */
export const loadDatasetRoute = () => import("./dataset-route.tsx");

/**
 * The dataset page's data, apart from its page (as catalog-loader.ts): the dataset is asked for
 * the moment the URL is known, while the page's code (dataset-route.tsx) downloads beside it.
 */
export function datasetLoader(queryClient: QueryClient, portals: Portals) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? "";
    const portal = portalOf(portals, params.portal);
    if (!portal) throw new Response("Portal not found", { status: 404 });
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
    // list once it has painted (dataset-route.tsx), so the whole catalog (many megabytes for a
    // big portal) does not share the line with the dataset, its code and its sanitizer.
    const detail = await detailing;
    await (await page).prepareDescription(detail.description);
    return null;
  };
}
