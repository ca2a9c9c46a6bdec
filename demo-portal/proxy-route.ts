import type { Catalog } from "./catalog.ts";
import { answerProxy } from "./proxy-answers.ts";
import { eveError } from "./responses.ts";

const EXPECTED_BODY = '{"action":"fetch","type":"api","value":"<dataset slug>"}';
const MAX_DELAY_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

type ProxyRequest = { ok: true; slug: string } | { ok: false; message: string };

/** Validation messages name the field and the value received, so a client bug is obvious. */
function parseProxyBody(text: string): ProxyRequest {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: `Request body is not valid JSON; expected ${EXPECTED_BODY}` };
  }
  if (!isRecord(body))
    return { ok: false, message: `Request body must be a JSON object like ${EXPECTED_BODY}` };
  if (body.action !== "fetch") {
    return { ok: false, message: `"action" must be "fetch", got ${describeValue(body.action)}` };
  }
  if (body.type !== "api")
    return { ok: false, message: `"type" must be "api", got ${describeValue(body.type)}` };
  if (typeof body.value !== "string" || body.value.trim() === "") {
    return {
      ok: false,
      message: `"value" must be a dataset slug (a non-empty string), got ${describeValue(body.value)}`,
    };
  }
  return { ok: true, slug: body.value };
}

export interface ProxyRouteOptions {
  readonly slowDelayMs: number;
}

export function createProxyRoute(
  catalog: Catalog,
  options: ProxyRouteOptions,
): (request: Request, url: URL) => Promise<Response> {
  return async (request, url) => {
    const parsed = parseProxyBody(await request.text());
    if (!parsed.ok) return eveError(400, parsed.message);
    const entry = catalog.find(parsed.slug);
    if (!entry) return eveError(404, `No dataset with slug "${parsed.slug}"`);
    if (entry.apiKind === null)
      return eveError(404, `Dataset "${parsed.slug}" has no attached API`);
    const delayParam = Number(url.searchParams.get("delay") ?? Number.NaN);
    const slowDelayMs = Number.isFinite(delayParam)
      ? Math.min(Math.max(delayParam, 0), MAX_DELAY_MS)
      : options.slowDelayMs;
    return answerProxy(entry, entry.apiKind, { slowDelayMs, signal: request.signal });
  };
}
