import type { IncomingMessage, ServerResponse } from "node:http";

export type FetchHandler = (request: Request) => Promise<Response>;

/** Proxy bodies are tiny; anything bigger is a client bug, not a use case. */
const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new RangeError("Request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The web Request a Node request stands for; `signal` aborts when the client goes away. */
async function toWebRequest(request: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const forwarded = request.headers["x-forwarded-proto"];
  const protocol =
    typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() || "http" : "http";
  const host = request.headers.host ?? "localhost";
  const url = new URL(request.url ?? "/", `${protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(request)) : undefined,
    signal,
  });
}

/** Streams a web Response to Node, honouring back-pressure so 5 MB answers do not pile up. */
async function sendWebResponse(response: Response, target: ServerResponse): Promise<void> {
  target.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    target.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) target.setHeader("set-cookie", cookies);
  if (!response.body) {
    target.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (target.destroyed) {
        await reader.cancel();
        return;
      }
      if (!target.write(value)) {
        await new Promise<void>((resolve) => {
          target.once("drain", resolve);
          target.once("close", resolve);
        });
      }
    }
    target.end();
  } finally {
    reader.releaseLock();
  }
}

/** A Node/Connect listener around a fetch handler; failures become a 500 rather than a hung socket. */
export function toNodeListener(
  handler: FetchHandler,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const controller = new AbortController();
    response.once("close", () => {
      if (!response.writableFinished) controller.abort();
    });
    try {
      const webRequest = await toWebRequest(request, controller.signal);
      await sendWebResponse(await handler(webRequest), response);
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const tooLarge = error instanceof RangeError;
      response.statusCode = tooLarge ? 413 : 500;
      response.setHeader("Content-Type", "application/json; charset=utf-8");
      const message = error instanceof Error ? error.message : String(error);
      response.end(
        JSON.stringify({ _status: "ERR", _error: { code: response.statusCode, message } }),
      );
    }
  };
}
