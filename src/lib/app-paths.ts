/**
 * Every path of the app, in one place: the route tree's patterns (app/routes.tsx), the links the
 * pages build, the matchers that warm a landed-on page's code as the app starts
 * (app/lazy-routes.ts) and the servers' first-visit data preloads (server/data-preload.ts, also
 * written into nginx). Pure, so every layer that needs a path may import it.
 */

/** Where a path is built for a portal: with several portals every URL names its portal. */
interface PortalRoute {
  readonly route: string;
}

/** A portal's prefix: none where it is the only one, `/p/<id>` where there are several. */
export function portalRoute(id: string, several: boolean): string {
  return several ? `/p/${id}` : "";
}

/** The route tree's patterns, each relative to its parent as React Router nests them. */
export const routePatterns = {
  /** A portal's pages, under the root. */
  portal: "p/:portal",
  /** A dataset's page, under a portal (or the root with one portal). */
  dataset: "datasets/:slug",
  /** Its API data, under the dataset's page. */
  datasetApi: "api",
  /** Any dataset path of the plain one-portal URLs, led to the first portal's page. */
  anyDataset: "datasets/*",
  allPortals: "all",
  /** A portal's health, under a portal (or the root with one portal), and every portal's. */
  health: "health",
  allHealth: "all/health",
  watched: "watched",
} as const;

/** Every in-app URL is built here, so a slug is always encoded as exactly one path segment. */
export const paths = {
  catalog: (portal: PortalRoute) => `${portal.route}/`,
  dataset: (portal: PortalRoute, slug: string) =>
    `${portal.route}/datasets/${encodeURIComponent(slug)}`,
  datasetApi: (portal: PortalRoute, slug: string) =>
    `${paths.dataset(portal, slug)}/${routePatterns.datasetApi}`,
  allPortals: () => `/${routePatterns.allPortals}`,
  health: (portal: PortalRoute) => `${portal.route}/${routePatterns.health}`,
  allHealth: () => `/${routePatterns.allHealth}`,
  watched: () => `/${routePatterns.watched}`,
};

/** A pattern (React Router's `useMatch`) for a portal's API data page, of any dataset. */
export function datasetApiPattern(portal: PortalRoute): string {
  return `${portal.route}/${routePatterns.dataset}/${routePatterns.datasetApi}`;
}

/** Any portal's prefix, as a regular expression: none, or `/p/<id>`. */
export const ANY_PORTAL_ROUTE = "(?:/p/[^/]+)?";

/**
 * The pages a reader lands on, as regular expressions over a path (no query) that read the same
 * in JavaScript and in nginx (PCRE): `route` is a portal's prefix (`/p/srbija`, "") or
 * ANY_PORTAL_ROUTE; a dataset's `slug` is a group (the servers' `$1`) or any one segment.
 */
export const landingPages = {
  catalog: (route: string) => `^${route}/?$`,
  dataset: (route: string, slug = "[^/]+") =>
    `^${route}/datasets/${slug}(?:/${routePatterns.datasetApi})?/?$`,
};
