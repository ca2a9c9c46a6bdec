/** Where a path is built for a portal: with several portals every URL names its portal. */
interface PortalRoute {
  readonly route: string;
}

/** Every in-app URL is built here, so a slug is always encoded as exactly one path segment. */
export const paths = {
  catalog: (portal: PortalRoute) => `${portal.route}/`,
  dataset: (portal: PortalRoute, slug: string) =>
    `${portal.route}/datasets/${encodeURIComponent(slug)}`,
  datasetApi: (portal: PortalRoute, slug: string) =>
    `${portal.route}/datasets/${encodeURIComponent(slug)}/api`,
  allPortals: () => "/all",
  health: (portal: PortalRoute) => `${portal.route}/health`,
  allHealth: () => "/all/health",
  watched: () => "/watched",
};
