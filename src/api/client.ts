import { ApiError } from "./api-error.ts";
import {
  excerptOf,
  extractPortalMessage,
  isErrorBody,
  looksLikeHtml,
  messageFromJson,
  stripBom,
  tryParseJson,
} from "./error-body.ts";
import type { Portal } from "./portal.ts";

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface PortalRequestInit {
  method?: "GET" | "POST";
  json?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface PortalResponse {
  readonly status: number;
  readonly statusText: string;
  /** The URL that was asked for (below the portal's same-origin API path), as shown in messages. */
  readonly url: string;
  readonly contentType: string;
  /** The body decoded (charset from Content-Type, else UTF-8), without a byte order mark. */
  readonly text: string;
  readonly bytes: number;
  readonly elapsedMs: number;
}

/** What the fetch module needs of a portal: the same-origin path of its API. */
export type PortalApi = Pick<Portal, "localApi">;

/** `path` is relative to the portal's API: "/resources/" asks for "/portals/rs/api/resources/". */
export function apiUrl(portal: PortalApi, path: string): string {
  return `${portal.localApi}${path.startsWith("/") ? path : `/${path}`}`;
}

function decodeBody(buffer: ArrayBuffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return stripBom(decoder.decode(buffer));
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error && cause.message) return ` ${cause.message}`;
  return "";
}

function now(): number {
  return typeof performance === "undefined" ? Date.now() : performance.now();
}

/**
 * The one fetch wrapper: base URL, timeout joined with the caller's signal, body read in full, and
 * every failure turned into an ApiError. A non-2xx status throws, except 304, which carries no body
 * and is left to the caller to judge.
 */
export async function portalRequest(
  portal: PortalApi,
  path: string,
  init: PortalRequestInit = {},
): Promise<PortalResponse> {
  const method = init.method ?? "GET";
  const url = apiUrl(portal, path);
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeoutSignal]) : timeoutSignal;
  const headers: Record<string, string> = {
    Accept: "application/json, text/plain;q=0.9, */*;q=0.8",
  };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const started = now();

  const failure = (cause: unknown): ApiError => {
    if (init.signal?.aborted) return new ApiError({ kind: "aborted", method, url, cause });
    if (timeoutSignal.aborted) {
      return new ApiError({ kind: "timeout", method, url, timeoutMs, cause });
    }
    return new ApiError({ kind: "network", method, url, detail: describeCause(cause), cause });
  };

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal });
  } catch (cause) {
    throw failure(cause);
  }
  let buffer: ArrayBuffer;
  try {
    buffer = await response.arrayBuffer();
  } catch (cause) {
    if (init.signal?.aborted || timeoutSignal.aborted) throw failure(cause);
    // The headers came, the body did not: say so, with the status the portal had already sent.
    throw new ApiError({
      kind: "network",
      status: response.status,
      statusText: response.statusText,
      method,
      url,
      contentType: response.headers.get("content-type") ?? "",
      detail: " the connection closed before the whole answer arrived",
      cause,
    });
  }
  // A stubbed or non-conforming fetch may ignore the signal; the caller's intent still wins.
  if (init.signal?.aborted) throw failure(init.signal.reason);

  const contentType = response.headers.get("content-type") ?? "";
  const text = decodeBody(buffer, contentType);
  const result: PortalResponse = {
    status: response.status,
    statusText: response.statusText,
    url,
    contentType,
    text,
    bytes: buffer.byteLength,
    elapsedMs: Math.max(0, Math.round(now() - started)),
  };
  if (!response.ok && response.status !== 304) {
    throw new ApiError({
      kind: "http",
      status: response.status,
      statusText: response.statusText,
      method,
      url,
      contentType,
      excerpt: excerptOf(text, contentType),
      portalMessage: extractPortalMessage(text, contentType, response.status),
    });
  }
  return result;
}

function errorFrom(
  response: PortalResponse,
  method: string,
  kind: "not-json" | "portal-error",
  detail: string,
  portalMessage: string | null = null,
): ApiError {
  return new ApiError({
    kind,
    status: response.status,
    statusText: response.statusText,
    method,
    url: response.url,
    contentType: response.contentType,
    excerpt: excerptOf(response.text, response.contentType),
    portalMessage,
    detail,
  });
}

/**
 * Reads a JSON answer however it is labelled (portals send JSON as text/html), and refuses what is
 * not one: an empty body, an HTML page, other text, or a 200 whose body is an error object.
 */
export async function getJson(
  portal: PortalApi,
  path: string,
  init: PortalRequestInit = {},
): Promise<unknown> {
  const method = init.method ?? "GET";
  const response = await portalRequest(portal, path, init);
  const body = response.text.trim();
  if (body === "") {
    throw errorFrom(response, method, "not-json", " the body was empty");
  }
  const parsed = tryParseJson(body);
  if (!parsed.ok) {
    const html = looksLikeHtml(body, response.contentType);
    const detail = html
      ? " an HTML page came instead (is the portal address right?)"
      : ` got ${response.contentType || "text of no declared type"}`;
    const message = html ? extractPortalMessage(body, response.contentType, response.status) : null;
    throw errorFrom(response, method, "not-json", detail, message);
  }
  if (isErrorBody(parsed.value)) {
    throw errorFrom(
      response,
      method,
      "portal-error",
      " (no message given)",
      messageFromJson(parsed.value),
    );
  }
  return parsed.value;
}
