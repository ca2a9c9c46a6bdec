import { ApiError } from "./api-error.ts";
import { type PortalApi, portalRequest } from "./client.ts";
import { excerptOf, messageFromJson } from "./error-body.ts";
import { isErrorBody, tryParseJson } from "./json-body.ts";
import { createListStream } from "./list-stream.ts";
import { PROXY_PATH } from "./portal-paths.ts";
import type { ProxyAnswer } from "./types.ts";

export { PROXY_PATH };

const PROXY_TIMEOUT_MS = 30_000;

export interface ProxyRequestBody {
  readonly action: "fetch";
  readonly type: "api";
  readonly value: string;
}

/** The one place the proxy body is written, so code snippets shown to users match what we send. */
export function proxyRequestBody(slug: string): ProxyRequestBody {
  return { action: "fetch", type: "api", value: slug };
}

/** Some upstreams double-encode: "\"[{...}]\"". Unwrap once, and only into a structure. */
function unwrapJsonString(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const inner = tryParseJson(value.trim());
  return inner.ok && typeof inner.value === "object" && inner.value !== null ? inner.value : value;
}

/**
 * The data of the external API attached to a dataset. Its shape is undocumented, so any body is an
 * answer: JSON is parsed, anything else (CSV, XML, text) is kept as text. Only a failed status or a
 * 200 that is itself an error object ({"error": "Unauthorized"}) throws.
 */
export async function fetchProxyAnswer(
  portal: PortalApi,
  slug: string,
  signal?: AbortSignal,
  timeoutMs = PROXY_TIMEOUT_MS,
): Promise<ProxyAnswer> {
  const response = await portalRequest(portal, PROXY_PATH, {
    method: "POST",
    json: proxyRequestBody(slug),
    signal,
    timeoutMs,
    // A big table (a JSON array, or one inside a known envelope) is parsed a run of rows at a
    // time while it arrives: JSON.parse of a whole big answer is one long task.
    // Any other answer steps aside and is parsed whole (an object with no list near its start:
    // list-stream.ts, ENVELOPE_LIMIT).
    readAsItArrives: (contentType) => createListStream(contentType),
    keepText: true,
  });
  const base = {
    status: response.status,
    contentType: response.contentType,
    bytes: response.bytes,
    elapsedMs: response.elapsedMs,
    receivedAt: Date.now(),
    text: response.text,
  };
  if (response.text.trim() === "") return { ...base, kind: "empty", json: null };
  const parsed = response.parsed
    ? { ok: true as const, value: response.parsed.json }
    : tryParseJson(response.text);
  if (!parsed.ok) return { ...base, kind: "text", json: null };
  const json = unwrapJsonString(parsed.value);
  if (isErrorBody(json)) {
    throw new ApiError({
      kind: "portal-error",
      status: response.status,
      statusText: response.statusText,
      method: "POST",
      url: response.url,
      contentType: response.contentType,
      excerpt: excerptOf(response.text, response.contentType),
      portalMessage: messageFromJson(json),
    });
  }
  return { ...base, kind: "json", json };
}
