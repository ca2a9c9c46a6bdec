import { jsonResponse } from "./responses.ts";

export const REQUEST_ECHO_PATH = "/api/request";

const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set([
  "cookie",
  "authorization",
  "proxy-authorization",
]);

/**
 * `/api/request`: what a request carried when it reached the portal (method, path, query, headers,
 * body size), as httpbin's /anything does. A host puts the explorer's proxy in front of a portal
 * and asks here what got through: its reader's cookies and credentials should not. Those are
 * said to be "present", never repeated: on the explorer's own host this echo must not hand a
 * page its reader's credentials. Never cached, never compressed: it describes one request.
 */
export async function echoRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body === null ? 0 : (await request.arrayBuffer()).byteLength;
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) {
    headers[name] = CREDENTIAL_HEADERS.has(name) ? "present" : value;
  }
  return jsonResponse(
    { method: request.method.toUpperCase(), path: url.pathname, query: url.search, headers, body },
    200,
    { "Cache-Control": "no-store" },
  );
}
