/**
 * The pages that load as their own chunks, by the path a reader lands on. Each page's chunk
 * loader lives beside its data loader (routes/catalog-loader.ts, routes/dataset-loader.ts), shared
 * by the route tree and by the pages that warm them when a reader shows intent (hover or focus on
 * a dataset link), so a click waits for neither the page's code nor its data.
 */
import { ANY_PORTAL_ROUTE, landingPages } from "../lib/app-paths.ts";
import { loadCatalogRoute } from "../routes/catalog-loader.ts";
import { loadDatasetRoute } from "../routes/dataset-loader.ts";

export { loadCatalogRoute, loadDatasetRoute };

const CATALOG_PATH = new RegExp(landingPages.catalog(ANY_PORTAL_ROUTE));
const DATASET_PATH = new RegExp(landingPages.dataset(ANY_PORTAL_ROUTE));

/** The loader of the page a path opens, when it is one of the two a reader lands on. */
export function pageCodeFor(pathname: string): (() => Promise<unknown>) | null {
  if (CATALOG_PATH.test(pathname)) return loadCatalogRoute;
  if (DATASET_PATH.test(pathname)) return loadDatasetRoute;
  return null;
}

/**
 * Asks for the code of the page a path opens as the app starts, on the line right behind the
 * portals file's reader and the reader's language instead of once they are in: the router, made
 * then, finds it here (or on its way). Any other path waits for the router as before.
 */
export function warmPageFor(pathname: string): void {
  pageCodeFor(pathname)?.().catch(() => undefined);
}
