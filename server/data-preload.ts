import { createPortal } from "../src/api/portal.ts";
import { DETAIL_PATH } from "../src/api/portal-paths.ts";
import type { PortalConfig } from "../src/api/portals-config.ts";
import { KEPT_COOKIE } from "../src/app/kept-flag.ts";
import { landingPages, portalRoute } from "../src/lib/app-paths.ts";

/**
 * The data a dataset page asks its portal for first, sent with the page itself as
 * `Link: <...>; rel=preload; as=fetch`: the browser starts the download with the HTML instead of
 * after the scripts have loaded and run. The app's own fetch then takes the preloaded answer:
 * same URL, same mode, nothing conditional.
 *
 * A dataset is a few kilobytes. A catalog's list is not preloaded: it can be megabytes, and on a
 * slow link its bytes share the line with the page's code, which the first row needs first (the
 * figures are in bench/README.md).
 *
 * Only for a browser that has kept nothing (no `explorer_kept` cookie, src/app/kept-flag.ts): one
 * that has shows what it kept and asks the portal conditionally, which a preload cannot answer.
 * The dev and preview servers (explorer-plugin.ts) and the nginx configuration (nginx-config.ts)
 * are both generated from this list.
 */
export interface DataPreload {
  /** The page: a regular expression over the path, the same in JavaScript and nginx (PCRE). */
  readonly page: string;
  /** What it reads first: a same-origin path; `$1` is the page's slug. */
  readonly data: string;
}

/** Slugs that encodeURIComponent leaves as they are: the page's path and the API's then agree. */
const SLUG = "([A-Za-z0-9._~-]+)";
/** API paths written into nginx strings and Link headers as they are (no `$`, quotes or `>`). */
const PLAIN_PATH = /^[A-Za-z0-9/._~%-]*$/;
/** The server does not know its own public origin: only an API given as a path is local. */
const NO_ORIGIN = "http://explorer.invalid";

export function dataPreloads(portals: readonly PortalConfig[]): DataPreload[] {
  const several = portals.length > 1;
  return portals.flatMap((config) => {
    const api = createPortal(config, NO_ORIGIN).localApi;
    if (!PLAIN_PATH.test(api)) return [];
    const route = portalRoute(config.id, several);
    return [{ page: landingPages.dataset(route, SLUG), data: `${api}${DETAIL_PATH}$1` }];
  });
}

/** The header's value for one preload. */
function preloadLink(data: string): string {
  return `<${data}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

function hasKept(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim() === `${KEPT_COOKIE}=yes`);
}

/** The Link header for a request of `path` (no query), or null: what the dev and preview servers send. */
export function dataPreloadFor(
  preloads: readonly DataPreload[],
  path: string,
  cookieHeader: string | undefined,
): string | null {
  if (hasKept(cookieHeader)) return null;
  for (const preload of preloads) {
    const match = new RegExp(preload.page).exec(path);
    if (match) return preloadLink(preload.data.replace("$1", match[1] ?? ""));
  }
  return null;
}

/**
 * The same for nginx: a map from the kept cookie and the request's path to the header's value
 * (empty, so no header, when the cookie is there or the path is no page of these). The path is
 * the request's own ($request_uri, with any query): $uri is index.html by the time headers go.
 */
export function nginxPreloadMap(preloads: readonly DataPreload[], variable: string): string {
  const entries = preloads.map(({ page, data }) => {
    const path = page.slice(1, -1);
    return `  "~^:${path}(?:[?].*)?$" "${preloadLink(data)}";`;
  });
  return `map "$cookie_${KEPT_COOKIE}:$request_uri" ${variable} {
  default "";
${entries.join("\n")}
}`;
}
