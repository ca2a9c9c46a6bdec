import { proxyRoot } from "./portal-paths.ts";
import type { PortalConfig } from "./portals-config.ts";

/**
 * One portal the explorer talks to, as a value: the fetch module is handed it, query keys start
 * with its id, links resolve against it. Made once from the portals file when the app starts.
 */
export interface Portal {
  readonly id: string;
  readonly name: string;
  /** The public address of its API, absolute ("https://data.example.rs/prefix/api"). */
  readonly api: string;
  /** Its public origin, against which portal-relative file links ("/uploads/a.pdf") resolve. */
  readonly origin: string;
  /**
   * The same-origin path that stands for `origin` (the dev, preview and production servers proxy
   * it), or "" for a portal on the explorer's own host. The browser fetches through it, so CORS
   * never blocks the explorer and a download of a portal file stays a same-origin download.
   */
  readonly localRoot: string;
  /** The same-origin path of its API: what the browser asks for ("/portals/rs/prefix/api"). */
  readonly localApi: string;
}

/** What a link needs to know of its portal: where relative paths point, and how to reach it here. */
export type LinkBase = Pick<Portal, "origin" | "localRoot">;

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, "");
}

/** `explorerOrigin` is the page's own origin: a portal whose `api` is a path lives there. */
export function createPortal(config: PortalConfig, explorerOrigin: string): Portal {
  const url = new URL(config.api, `${explorerOrigin}/`);
  const sameOrigin = url.origin === explorerOrigin;
  const localRoot = sameOrigin ? "" : proxyRoot(config.id);
  const apiPath = trimSlashes(url.pathname);
  return {
    id: config.id,
    name: config.name,
    api: `${url.origin}${apiPath}`,
    origin: url.origin,
    localRoot,
    localApi: `${localRoot}${apiPath}`,
  };
}

/**
 * The same-origin address of a public http(s) URL when it lies on the portal's host (so the
 * browser reaches it through the proxy), otherwise the URL unchanged.
 */
export function localHref(base: LinkBase, href: string): string {
  if (base.localRoot === "") return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.origin !== base.origin) return href;
  return `${base.localRoot}${url.pathname}${url.search}${url.hash}`;
}
