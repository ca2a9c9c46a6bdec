/**
 * Route modules that load as their own chunks. One loader each, shared by the route tree and by
 * the pages that warm them when a reader shows intent (hover or focus on a dataset link), so a
 * click waits for neither the page's code nor its data.
 */
export const loadDatasetRoute = () => import("../routes/dataset-route.tsx");
export const loadCatalogRoute = () => import("../routes/catalog-route.tsx");
/** Portal health, one portal's or every portal's: its own chunk, loaded when asked for. */
export const loadHealthRoute = () => import("../routes/health-route.tsx");

/** A catalog's path: `/`, or `/p/<portal>/` where several portals are configured. */
const CATALOG_PATH = /^(?:\/p\/[^/]+)?\/?$/;
/** A dataset's page or its API data: `[/p/<portal>]/datasets/<slug>[/api]`. */
const DATASET_PATH = /^(?:\/p\/[^/]+)?\/datasets\/[^/]+(?:\/api)?\/?$/;

/** The loader of the page a path opens, when it is one of the two a reader lands on. */
export function pageCodeFor(pathname: string): (() => Promise<unknown>) | null {
  if (CATALOG_PATH.test(pathname)) return loadCatalogRoute;
  if (DATASET_PATH.test(pathname)) return loadDatasetRoute;
  return null;
}

/**
 * Asks for the code of the page a path opens as the app starts, beside the portals file and the
 * reader's language instead of after them: the router, made once those are in, then finds it
 * here (or on its way). Any other path waits for the router as before.
 */
export function warmPageFor(pathname: string): void {
  pageCodeFor(pathname)?.().catch(() => undefined);
}
