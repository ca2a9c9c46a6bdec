/**
 * Every path of the app, in one place: the route tree's patterns (app/routes.tsx), the links the
 * pages build, the matchers that warm a landed-on page's code as the app starts
 * (app/lazy-routes.ts) and the servers' first-visit data preloads (server/data-preload.ts, also
 * written into nginx). Pure, so every layer that needs a path may import it.
 */
import { type CatalogState, catalogStateToParams } from "./url-state.ts";

/** The path segments, each written once: patterns, links and matchers are built from them. */
const PORTAL = "p";
const DATASETS = "datasets";
const API = "api";
const ALL = "all";
const HEALTH = "health";
const WATCHED = "watched";

/** Where a path is built for a portal: with several portals every URL names its portal. */
interface PortalRoute {
  readonly route: string;
}

/** A portal's prefix: none where it is the only one, `/p/<id>` where there are several. */
export function portalRoute(id: string, several: boolean): string {
  return several ? `/${PORTAL}/${id}` : "";
}

/** The route tree's patterns, each relative to its parent as React Router nests them. */
export const routePatterns = {
  /** A portal's pages, under the root. */
  portal: `${PORTAL}/:portal`,
  /** A dataset's page, under a portal (or the root with one portal). */
  dataset: `${DATASETS}/:slug`,
  /** Its API data, under the dataset's page. */
  datasetApi: API,
  /** Any dataset path of the plain one-portal URLs, led to the first portal's page. */
  anyDataset: `${DATASETS}/*`,
  allPortals: ALL,
  /** A portal's health, under a portal (or the root with one portal), and every portal's. */
  health: HEALTH,
  allHealth: `${ALL}/${HEALTH}`,
  watched: WATCHED,
} as const;

/** A catalog's query string ("" for the plain catalog, so it has a plain URL). */
function catalogSearch(state: CatalogState | undefined): string {
  const search = state ? catalogStateToParams(state).toString() : "";
  return search === "" ? "" : `?${search}`;
}

/** Every in-app URL is built here, so a slug is always encoded as exactly one path segment. */
export const paths = {
  /** The front door: the catalog (with several portals, it leads to the first one's). */
  home: () => "/",
  /** A portal's catalog; with `state`, its search, filters, sort and page. */
  catalog: (portal: PortalRoute, state?: CatalogState) => `${portal.route}/${catalogSearch(state)}`,
  dataset: (portal: PortalRoute, slug: string) =>
    `${portal.route}/${DATASETS}/${encodeURIComponent(slug)}`,
  datasetApi: (portal: PortalRoute, slug: string) => `${paths.dataset(portal, slug)}/${API}`,
  /** Every portal's catalog together; with `state`, as for one portal's. */
  allPortals: (state?: CatalogState) => `/${routePatterns.allPortals}${catalogSearch(state)}`,
  health: (portal: PortalRoute) => `${portal.route}/${HEALTH}`,
  allHealth: () => `/${routePatterns.allHealth}`,
  watched: () => `/${WATCHED}`,
};

/** A pattern (React Router's `useMatch`) for a portal's API data page, of any dataset. */
export function datasetApiPattern(portal: PortalRoute): string {
  return `${portal.route}/${routePatterns.dataset}/${API}`;
}

/** Any portal's prefix, as a regular expression: none, or `/p/<id>`. */
export const ANY_PORTAL_ROUTE = `(?:/${PORTAL}/[^/]+)?`;

/**
 * The pages a reader lands on, as regular expressions over a path (no query) that read the same
 * in JavaScript and in nginx (PCRE): `route` is a portal's prefix (`/p/srbija`, "") or
 * ANY_PORTAL_ROUTE; a dataset's `slug` is a group (the servers' `$1`) or any one segment.
 */
export const landingPages = {
  catalog: (route: string) => `^${route}/?$`,
  dataset: (route: string, slug = "[^/]+") => `^${route}/${DATASETS}/${slug}(?:/${API})?/?$`,
};
