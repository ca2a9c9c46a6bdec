import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { PROXY_PATH } from "../src/api/portal-paths.ts";
import type { PortalConfig } from "../src/api/portals-config.ts";
import { proxyRoot } from "../src/api/portals-config.ts";

/**
 * Request headers of the explorer's own origin, never a portal's: a reader's cookies and
 * credentials for this host, and where on it the reader was. Both servers drop exactly these (the
 * generated nginx clears each with `proxy_set_header`), and neither adds a header of its own.
 */
export const DROPPED_REQUEST_HEADERS: readonly string[] = [
  "Cookie",
  "Authorization",
  "Proxy-Authorization",
  "Origin",
  "Referer",
];
/** Set by the forwarding itself: the portal's host, and this hop's own connection. */
const HOP_HEADERS = ["host", "connection", "transfer-encoding"];
const NOT_FORWARDED: ReadonlySet<string> = new Set([
  ...DROPPED_REQUEST_HEADERS.map((name) => name.toLowerCase()),
  ...HOP_HEADERS,
]);
const UPSTREAM_TIMEOUT_MS = 60_000;

/** The largest request body passed on: the API proxy's call is a small JSON object. */
export const PROXY_BODY_LIMIT_BYTES = 64 * 1024;

/** What the explorer asks of a portal: reads anywhere under it, and POST to its API's proxy. */
export const READ_METHODS: readonly string[] = ["GET", "HEAD"];
export const PROXY_CALL_METHODS: readonly string[] = [...READ_METHODS, "POST"];

export interface ProxiedPortal extends PortalConfig {
  /** Where `/portals/<id>/` leads: the portal's origin ("https://data.example.rs"). */
  readonly upstream: URL;
  /** The path on the portal of its API's proxy call (`/prefix/api/proxy`), the one POST allowed. */
  readonly proxyCallPath: string;
}

/** The portals reached through the proxy: those whose API is on another host. */
export function proxiedPortals(portals: readonly PortalConfig[]): ProxiedPortal[] {
  return portals.flatMap((portal) => {
    if (portal.api.startsWith("/")) return [];
    const api = new URL(portal.api);
    return [
      {
        ...portal,
        upstream: new URL(api.origin),
        proxyCallPath: `${api.pathname.replace(/\/+$/, "")}${PROXY_PATH}`,
      },
    ];
  });
}

/**
 * The methods `/portals/<id><path>` passes on: the least the explorer needs there. `path` is the
 * request's path as sent, not normalised: a POST is passed only to the proxy call's exact bytes
 * (no `//`, dot segments, percent-escapes or other case), which is all a real client sends and
 * what the generated nginx matches against `$request_uri` too.
 */
export function allowedMethods(portal: ProxiedPortal, path: string): readonly string[] {
  return path === portal.proxyCallPath ? PROXY_CALL_METHODS : READ_METHODS;
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

function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.end(JSON.stringify({ _status: "ERR", _error: { code: status, message } }));
}

/** The refusals' messages, word for word the generated nginx's (nginx-config.ts). */
export const TOO_LARGE_MESSAGE = `Request bodies sent to a portal are limited to ${PROXY_BODY_LIMIT_BYTES} bytes`;
export function methodRefusedMessage(method: string, portalId: string, allow: string): string {
  return `Method ${method} is not passed to portal "${portalId}" at this path; allowed: ${allow}`;
}

function tooLarge(response: ServerResponse): void {
  // The rest of the body is never read: close the connection rather than drain it.
  response.setHeader("Connection", "close");
  sendError(response, 413, TOO_LARGE_MESSAGE);
}

/**
 * The request's body, whole, or null once it passes the limit (the 413 is then sent). A body is
 * read before anything reaches the portal, so a refused one never does, sent with a length or
 * chunked alike.
 */
function readLimitedBody(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > PROXY_BODY_LIMIT_BYTES) {
        request.off("data", onData);
        request.pause();
        tooLarge(response);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on("data", onData);
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", () => resolve(null));
  });
}

/**
 * Connect middleware for the dev and preview servers: `/portals/<id>/<path>` is passed to
 * `<portal origin>/<path>`, so the browser stays same-origin with every portal, for its API and
 * for its files. It passes only what the explorer needs, as the generated nginx does: GET and HEAD,
 * POST to the portal's API proxy alone (405 with Allow otherwise), bodies up to 64 KB (413), and
 * none of this host's cookies or credentials. Answers stream back; a portal that cannot be reached
 * is a 502 naming it.
 */
export function portalProxyMiddleware(portals: readonly ProxiedPortal[]) {
  const byId = new Map(portals.map((portal) => [portal.id, portal]));
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const match = /^\/portals\/([^/?#]+)(\/[^?#]*)?([?#].*)?$/s.exec(request.url ?? "");
    const portal = match?.[1] === undefined ? undefined : byId.get(match[1]);
    if (match === null || portal === undefined) {
      next();
      return;
    }
    const path = match[2] ?? "/";
    // Checked first, as nginx checks a declared length before anything else.
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > PROXY_BODY_LIMIT_BYTES) {
      tooLarge(response);
      return;
    }
    const method = (request.method ?? "GET").toUpperCase();
    const allowed = allowedMethods(portal, path);
    if (!allowed.includes(method)) {
      const allow = allowed.join(", ");
      sendError(response, 405, methodRefusedMessage(method, portal.id, allow), { Allow: allow });
      return;
    }
    void readLimitedBody(request, response).then((body) => {
      if (body !== null) forward(request, response, portal, `${path}${match[3] ?? ""}`, body);
    });
  };
}

function forward(
  request: IncomingMessage,
  response: ServerResponse,
  portal: ProxiedPortal,
  pathAndQuery: string,
  body: Buffer,
): void {
  // Appended to the origin, never resolved against it: "//other.host/x" must stay on the portal.
  const target = new URL(`${portal.upstream.origin}${pathAndQuery}`);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  }
  if (body.length > 0 || request.headers["content-length"] !== undefined) {
    headers["content-length"] = String(body.length);
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
  upstream.end(body);
}
