/** Where the browser learns the portals: a static file a host can edit without rebuilding. */
export const PORTALS_PATH = "/portals.json";

/** Same-origin path under which a portal on another host is proxied: `/portals/<id>/` = its origin. */
export function proxyRoot(id: string): string {
  return `/portals/${id}`;
}
