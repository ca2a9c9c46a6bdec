/**
 * Route modules that load as their own chunks. One loader each, shared by the route tree and by
 * the pages that warm them when a reader shows intent (hover or focus on a dataset link), so a
 * click waits for neither the page's code nor its data.
 */
export const loadDatasetRoute = () => import("../routes/dataset-route.tsx");
export const loadCatalogRoute = () => import("../routes/catalog-route.tsx");
