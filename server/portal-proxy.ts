import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { PortalConfig } from "../src/lib/portals-config.ts";
import { proxyRoot } from "../src/lib/portals-config.ts";

/** Request headers that belong to the explorer's own origin, never to a portal. */
const DROPPED_REQUEST_HEADERS = new Set(["host", "cookie", "origin", "referer", "connection"]);
const UPSTREAM_TIMEOUT_MS = 60_000;

export interface ProxiedPortal {
  readonly id: string;
  /** Where `/portals/<id>/` leads: the portal's origin ("https://data.example.rs"). */
  readonly upstream: URL;
}

/** The portals reached through the proxy: those whose API is on another host. */
export function proxiedPortals(portals: readonly PortalConfig[]): ProxiedPortal[] {
  return portals.flatMap((portal) =>
    portal.api.startsWith("/")
      ? []
      : [{ id: portal.id, upstream: new URL(new URL(portal.api).origin) }],
  );
}

/** A redirect's Location, mapped back under the portal's same-origin prefix when it stays there. */
export function mapLocation(location: string, portal: ProxiedPortal): string {
  const prefix = proxyRoot(portal.id);
  if (location.startsWith("/") && !location.startsWith("//")) return `${prefix}${location}`;
  try {
    const url = new URL(location);
    if (url.origin === portal.upstream.origin) return `${prefix}${url.pathname}${url.search}`;
  } catch {
    // Not a URL: pass it on as it came.
  }
  return location;
}

function sendError(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.end(JSON.stringify({ _status: "ERR", _error: { code: status, message } }));
}

/**
 * Connect middleware for the dev and preview servers: `/portals/<id>/<path>` is passed to
 * `<portal origin>/<path>`, so the browser stays same-origin with every portal, for its API and
 * for its files. Streams both ways; a portal that cannot be reached is a 502 naming it.
 */
export function portalProxyMiddleware(portals: readonly ProxiedPortal[]) {
  const byId = new Map(portals.map((portal) => [portal.id, portal]));
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const match = /^\/portals\/([^/?#]+)(\/.*)?$/s.exec(request.url ?? "");
    const portal = match?.[1] === undefined ? undefined : byId.get(match[1]);
    if (match === null || portal === undefined) {
      next();
      return;
    }
    // Appended to the origin, never resolved against it: "//other.host/x" must stay on the portal.
    const target = new URL(`${portal.upstream.origin}${match[2] ?? "/"}`);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = target.host;
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const upstream = send(
      target,
      { method: request.method, headers, timeout: UPSTREAM_TIMEOUT_MS },
      (answer) => {
        response.statusCode = answer.statusCode ?? 502;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || name === "set-cookie" || name === "connection") continue;
          response.setHeader(
            name,
            name === "location" && typeof value === "string" ? mapLocation(value, portal) : value,
          );
        }
        answer.pipe(response);
      },
    );
    upstream.on("timeout", () => upstream.destroy(new Error("the portal did not answer in time")));
    upstream.on("error", (error) =>
      sendError(
        response,
        502,
        `Portal "${portal.id}" at ${portal.upstream.origin}: ${error.message}`,
      ),
    );
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}
