import { CANARY } from "./hostile-slugs.ts";

const JSON_TYPE = "application/json; charset=utf-8";

function json(body: unknown, status: number, type = JSON_TYPE): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

export const eveNotFound = (slug: string) =>
  json({ _status: "ERR", _error: { code: 404, message: `No dataset with slug "${slug}"` } }, 404);

export const expressNotFound = (path: string) =>
  html(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><pre>Cannot GET ${path}</pre><script>window.${CANARY}="error page"</script></body></html>`,
    404,
  );

export const flaskServerError = () =>
  html(
    '<!doctype html>\n<html lang=en>\n<title>500 Internal Server Error</title>\n<h1>Internal Server Error</h1>\n<p>The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.</p>\n<img src=x onerror="alert(1)">',
    500,
  );

export const jsonBadRequest = () =>
  json({ error: "Bad Request", message: "Slug contains characters the index cannot search" }, 400);

export const statusCodeError = () =>
  json({ status_code: 500, message: "Database connection pool exhausted" }, 500);

export const eveErrorWith200 = () =>
  json({ _status: "ERR", _error: { code: 500, message: "Lookup failed behind a 200" } }, 200);

/** A CMS maintenance page served with 200, the way misconfigured proxies do. */
export const htmlWith200 = () =>
  html(
    `<!DOCTYPE html><html><head><title>Portal under maintenance</title><script>window.${CANARY}="maintenance"</script></head><body><h1>Portal under maintenance</h1><p onmouseover="alert(1)">We will be back soon.</p></body></html>`,
    200,
  );

export const unavailable = () =>
  new Response(
    JSON.stringify({
      _status: "ERR",
      _error: { code: 503, message: "Upstream database restarting" },
    }),
    { status: 503, headers: { "Content-Type": JSON_TYPE, "Retry-After": "120" } },
  );

/** Valid JSON, labelled as an HTML page with a charset no decoder knows. */
export const jsonAsHtml = (body: unknown) =>
  json(body, 200, "text/html; charset=x-unknown-charset");

/**
 * A JSON document whose strings hold bytes that are not UTF-8 (Latin-1 leaking through, a lone
 * continuation byte, a truncated sequence), labelled UTF-8.
 */
export function invalidUtf8Json(body: Record<string, unknown>): Response {
  const text = JSON.stringify({ ...body, name: "Broken bytes: __BAD__" });
  const [before, after] = text.split("__BAD__");
  const bytes = new Uint8Array([
    ...new TextEncoder().encode(before ?? ""),
    0x63,
    0x61,
    0x66,
    0xe9,
    0x20,
    0x80,
    0x20,
    0xc3,
    0x28,
    0x20,
    0xf0,
    0x9f,
    0x92,
    ...new TextEncoder().encode(after ?? ""),
  ]);
  return new Response(bytes, { status: 200, headers: { "Content-Type": JSON_TYPE } });
}

/** Bytes that are neither UTF-8 nor JSON at all. */
export function invalidUtf8Bytes(): Response {
  const bytes = new Uint8Array(512);
  for (let i = 0; i < bytes.length; i++) bytes[i] = 0x80 + ((i * 37) % 0x7f);
  return new Response(bytes, { status: 200, headers: { "Content-Type": JSON_TYPE } });
}

/**
 * Sends the start of a body, then fails the stream: the Node adapter destroys the socket, so the
 * browser sees a connection closed before Content-Length bytes arrived.
 */
export function truncated(start: string, declaredLength: number): Response {
  const head = new TextEncoder().encode(start);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    // A moment's wait lets the head reach the client, so the break is mid-body, not before it.
    pull: (controller) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          controller.error(new Error("hostile portal: connection closed mid-body"));
          resolve();
        }, 200);
      }),
  });
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": JSON_TYPE, "Content-Length": String(declaredLength) },
  });
}

/** Never answers; lets go only when the client gives up (so a test run leaves no open sockets). */
export function never(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    const done = () => resolve(new Response(null, { status: 499 }));
    if (signal.aborted) return done();
    signal.addEventListener("abort", done, { once: true });
  });
}

/** `[[[[…]]]]` and `{"a":{"a":…}}` nested `depth` levels, built as text (no recursion). */
export function deepJson(depth: number): string {
  const half = Math.floor(depth / 2);
  return `{"depth":${depth},"a":${"[".repeat(half)}${'{"a":'.repeat(depth - half)}"bottom"${"}".repeat(depth - half)}${"]".repeat(half)}}`;
}
