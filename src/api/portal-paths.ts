/** Where the browser learns the portals: a static file a host can edit without rebuilding. */
export const PORTALS_PATH = "/portals.json";

/** Ids that would clash with the explorer's own paths or mean something else in a URL. */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  "all",
  "datasets",
  "api",
  "portals",
  "assets",
]);

/** Same-origin path under which a portal on another host is proxied: `/portals/<id>/` = its origin. */
export function proxyRoot(id: string): string {
  return `/portals/${id}`;
}

/** The Read API's dataset list, under a portal's API root. */
export const LIST_PATH = "/resources/";

/** The Read API's one dataset, under a portal's API root: the slug follows as one encoded segment. */
export const DETAIL_PATH = "/resource/";

/** The Read API's proxy call (POST), under a portal's API root: the one write a portal gets. */
export const PROXY_PATH = "/proxy";
