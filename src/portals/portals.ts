import { createPortal, type Portal } from "../api/portal.ts";
import { PORTALS_PATH, RESERVED_IDS } from "../api/portal-paths.ts";
import type { PortalConfig } from "../api/portals-config.ts";
import { portalRoute } from "../lib/app-paths.ts";

/** A portal as the app routes to it: `route` is "" with one portal, else "/p/<id>". */
export interface AppPortal extends Portal {
  readonly route: string;
}

/** Every portal the explorer serves, in the order of the portals file; the first is the default. */
export interface Portals {
  readonly list: readonly AppPortal[];
  readonly first: AppPortal;
  /** More than one: URLs name their portal, and All portals searches them together. */
  readonly several: boolean;
  /** The portal of this id, exactly; a route's `:portal` is resolved by portalOf. */
  byId(id: string): AppPortal | undefined;
}

export function createPortals(configs: readonly PortalConfig[], explorerOrigin: string): Portals {
  const several = configs.length > 1;
  const list = configs.map((config) => ({
    ...createPortal(config, explorerOrigin),
    route: portalRoute(config.id, several),
  }));
  const first = list[0];
  if (first === undefined) throw new Error("createPortals needs at least one portal");
  const byId = new Map(list.map((portal) => [portal.id, portal]));
  return { list, first, several, byId: (id) => byId.get(id) };
}

/**
 * The portal a route is about, from its URL's `:portal`: none (the plain one-portal URLs) is the
 * first portal; an id no portal has is undefined (the page's 404). A definite id (a result's, a
 * kept entry's) is `portals.byId(id)`, the exact lookup.
 */
export function portalOf(portals: Portals, routeId: string | undefined): AppPortal | undefined {
  return routeId === undefined || routeId === "" ? portals.first : portals.byId(routeId);
}

/** Why the explorer could not start: it names the file and what is wrong with it. */
export class PortalsLoadError extends Error {
  override name = "PortalsLoadError";
}

/**
 * The one portal of a build dropped onto a portal's own host with no portals file: that host's
 * `/api`, named by the host. Its id (the cache's key) comes from the host name, so two hosts'
 * builds in one browser never share a cache.
 */
export function ownHostPortal(explorerOrigin: string): PortalConfig {
  const { host, hostname } = new URL(explorerOrigin);
  const slug = hostname
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 64)
    .replace(/^-+|-+$/g, "");
  return { id: slug === "" || RESERVED_IDS.has(slug) ? "portal" : slug, name: host, api: "/api" };
}

/**
 * No portals file at all: a 404, or a host's SPA fallback answering index.html in its place. The
 * body decides, not its type: some hosts send a real JSON file as text/html, and a fallback page
 * with no type or a wrong one. A file that is there but wrong is not this: it stops the app with
 * what to fix.
 */
function isNoPortalsFile(response: Response, text: string): boolean {
  if (response.status === 404) return true;
  return response.ok && /^\uFEFF?\s*</.test(text);
}

/**
 * Reads the portals file beside index.html. A host edits it to choose portals without rebuilding;
 * a host with none is taken to be the portal itself (its own `/api`); a broken file stops the app
 * with a message that says what to fix.
 */
export async function loadPortals(explorerOrigin: string, signal?: AbortSignal): Promise<Portals> {
  // The reader of the file is a chunk of its own, fetched beside the file itself.
  const reader = import("../api/portals-config.ts");
  let response: Response;
  try {
    // As index.html preloads it; the servers mark it no-cache, so a host's edit shows at once.
    response = await fetch(PORTALS_PATH, { signal });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PortalsLoadError(`The portals file ${PORTALS_PATH} could not be fetched: ${reason}`);
  }
  const text = await response.text();
  if (isNoPortalsFile(response, text)) {
    return createPortals([ownHostPortal(explorerOrigin)], explorerOrigin);
  }
  if (!response.ok) {
    throw new PortalsLoadError(
      `The portals file ${PORTALS_PATH} answered ${response.status}: the host must put a JSON list of portals there`,
    );
  }
  try {
    const { parsePortalsText } = await reader;
    return createPortals(parsePortalsText(text, PORTALS_PATH), explorerOrigin);
  } catch (error) {
    throw new PortalsLoadError(error instanceof Error ? error.message : String(error));
  }
}
