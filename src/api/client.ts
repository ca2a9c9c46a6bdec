import { ApiError } from "./api-error.ts";
import { isErrorBody, stripBom, tryParseJson } from "./json-body.ts";
import { taskAt } from "./next-task.ts";
import type { Portal } from "./portal.ts";

const DEFAULT_TIMEOUT_MS = 20_000;

/** What a portal said identified an answer, so the next read can ask "changed since?". */
export interface Validators {
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export interface PortalRequestInit {
  method?: "GET" | "POST";
  json?: unknown;
  signal?: AbortSignal;
  /**
   * How long the portal may stay silent: before its answer starts, and between two pieces of it.
   * A slow link that keeps sending is never cut off; one that stops is.
   */
  timeoutMs?: number;
  /** Sent as If-None-Match / If-Modified-Since: an unchanged answer then comes back as a 304. */
  validators?: Validators | null;
  /** Bytes received so far, and the total when the portal declared one. */
  onBytes?: (received: number, total: number | null) => void;
  /**
   * Reads a successful answer while it arrives: given the answer's Content-Type, a reader (or
   * null to read it whole). When its `finish()` gives the parsed body, the text is not decoded
   * unless `keepText` asks for it.
   */
  readAsItArrives?: (contentType: string) => BodyReader | null;
  /**
   * Gives a successful answer's body away unread, given its Content-Type: the function returned
   * takes the stream (the catalog engine reads a list's as it arrives: readGivenBody) and resolves
   * with its length once it has been read. The silence time-out is then the reader's. Null keeps the
   * body here.
   */
  giveBody?: (
    contentType: string,
  ) => ((body: ReadableStream<Uint8Array>) => Promise<number>) | null;
  /**
   * The text as well when a reader has parsed the body (by default it is then left undecoded),
   * decoded in a task of its own after the parsing.
   */
  keepText?: boolean;
}

/** Reads a body piece by piece: see `readAsItArrives`. */
export interface BodyReader {
  /** Takes the next piece without holding up the reading of the body. */
  push(chunk: Uint8Array): void;
  /** The body parsed, once every piece pushed has been read; null to read the text whole. */
  finish(): Promise<{ readonly json: unknown } | null>;
}

export interface PortalResponse {
  readonly status: number;
  readonly statusText: string;
  /** The URL that was asked for (below the portal's same-origin API path), as shown in messages. */
  readonly url: string;
  readonly contentType: string;
  /**
   * The body decoded (charset from Content-Type, else UTF-8), without a byte order mark; "" when a
   * reader given by `readAsItArrives` has already parsed it into `parsed` (unless `keepText`).
   */
  readonly text: string;
  readonly parsed?: { readonly json: unknown };
  readonly bytes: number;
  readonly elapsedMs: number;
  /** This answer's validators, for the next conditional read. */
  readonly validators: Validators;
}

/** What the fetch module needs of a portal: the same-origin path of its API. */
export type PortalApi = Pick<Portal, "localApi">;

/** `path` is relative to the portal's API: "/resources/" asks for "/portals/rs/api/resources/". */
export function apiUrl(portal: PortalApi, path: string): string {
  return `${portal.localApi}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A decoder for the charset Content-Type names, UTF-8 when it names none or one unknown. */
export function textDecoderFor(contentType: string): TextDecoder {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder("utf-8");
  }
}

/** The pieces of a body as one text (kept whole for the checks and messages that read it). */
export function decodeBody(
  chunks: readonly Uint8Array[],
  received: number,
  contentType: string,
): string {
  let buffer = chunks[0] ?? new Uint8Array(0);
  if (chunks.length > 1) {
    buffer = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return stripBom(textDecoderFor(contentType).decode(buffer));
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error && cause.message) return ` ${cause.message}`;
  return "";
}

function now(): number {
  return typeof performance === "undefined" ? Date.now() : performance.now();
}

/**
 * Stays armed while the portal is silent: `touch()` on every sign of life restarts it, and when it
 * fires `signal` aborts. A slow link that keeps sending is never cut off.
 */
function silenceTimer(timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new DOMException("silent", "TimeoutError")),
      timeoutMs,
    );
  };
  touch();
  return { signal: controller.signal, touch, stop: () => clearTimeout(timer) };
}

/** Rejects when `signal` aborts: a body whose stream ignores the abort must not hang the read. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/** The body's pieces as they came, and their total length. */
interface Body {
  readonly chunks: readonly Uint8Array[];
  readonly received: number;
}

async function readBody(
  response: Response,
  signal: AbortSignal,
  touch: () => void,
  onBytes: PortalRequestInit["onBytes"],
  sink: ((chunk: Uint8Array) => void) | null,
): Promise<Body> {
  // A compressed answer declares its compressed length, but the body read here is decompressed:
  // the two cannot be compared, so its total is unknown.
  const encoding = response.headers.get("content-encoding")?.trim().toLowerCase() ?? "";
  const declared = Number(response.headers.get("content-length"));
  const total =
    Number.isFinite(declared) && declared > 0 && (encoding === "" || encoding === "identity")
      ? declared
      : null;
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    sink?.(whole);
    return { chunks: sink ? [] : [whole], received: whole.byteLength };
  }
  return readStream(response.body, signal, touch, (received) => onBytes?.(received, total), sink);
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  touch: () => void,
  onBytes: ((received: number) => void) | undefined,
  sink: ((chunk: Uint8Array) => void) | null,
): Promise<Body> {
  const stream = body.getReader();
  const aborted = untilAborted(signal);
  aborted.catch(() => stream.cancel().catch(() => undefined));
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await Promise.race([stream.read(), aborted]);
    if (done) break;
    touch();
    received += value.byteLength;
    onBytes?.(received);
    // Counted before it is handed over: its taker may keep it, or empty it by transferring it.
    if (sink) sink(value);
    else chunks.push(value);
  }
  return { chunks, received };
}

/**
 * Reads a body portalRequest gave away (`giveBody`), piece by piece into `sink`,
 * with the same silence time-out; its length, or an ApiError naming `url`.
 */
export async function readGivenBody(
  body: ReadableStream<Uint8Array>,
  {
    url,
    sink,
    onBytes,
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  }: {
    readonly url: string;
    readonly sink: (chunk: Uint8Array) => void;
    readonly onBytes?: (received: number) => void;
    readonly signal?: AbortSignal;
    readonly timeoutMs?: number;
  },
): Promise<number> {
  const silence = silenceTimer(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, silence.signal]) : silence.signal;
  let received = 0;
  try {
    const read = await readStream(
      body,
      stop,
      silence.touch,
      (count) => {
        received = count;
        onBytes?.(count);
      },
      sink,
    );
    return read.received;
  } catch (cause) {
    if (signal?.aborted) throw new ApiError({ kind: "aborted", method: "GET", url, cause });
    if (silence.signal.aborted) {
      throw new ApiError({
        kind: "timeout",
        method: "GET",
        url,
        timeoutMs,
        receivedBytes: received,
        cause,
      });
    }
    throw new ApiError({
      kind: "network",
      method: "GET",
      url,
      detail: " the connection closed before the whole answer arrived",
      cause,
    });
  } finally {
    silence.stop();
  }
}

function conditionalHeaders(validators: Validators | null | undefined): Record<string, string> {
  if (!validators) return {};
  if (validators.etag) return { "If-None-Match": validators.etag };
  if (validators.lastModified) return { "If-Modified-Since": validators.lastModified };
  return {};
}

/** What a request came to, its body's text and parse aside (given: the caller read them). */
function responseOf(
  response: Response,
  body: Pick<PortalResponse, "url" | "contentType" | "text" | "parsed">,
  bytes: number,
  started: number,
): PortalResponse {
  return {
    status: response.status,
    statusText: response.statusText,
    ...body,
    bytes,
    elapsedMs: Math.max(0, Math.round(now() - started)),
    validators: {
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
    },
  };
}

/**
 * The one fetch wrapper: the portal's API, a time-out on silence joined with the caller's signal,
 * the body read in full, and every failure turned into an ApiError. It never answers from the
 * browser's HTTP cache (a portal without caching headers would otherwise be read stale from a
 * heuristic cache); it revalidates with the validators it is given instead. A non-2xx status
 * throws, except 304, which carries no body and is left to the caller to judge.
 */
export async function portalRequest(
  portal: PortalApi,
  path: string,
  init: PortalRequestInit = {},
): Promise<PortalResponse> {
  const method = init.method ?? "GET";
  const url = apiUrl(portal, path);
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const silence = silenceTimer(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, silence.signal]) : silence.signal;
  const headers: Record<string, string> = {
    Accept: "application/json, text/plain;q=0.9, */*;q=0.8",
    ...conditionalHeaders(init.validators),
  };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const started = now();
  let received = 0;

  const failure = (cause: unknown): ApiError => {
    if (init.signal?.aborted) return new ApiError({ kind: "aborted", method, url, cause });
    if (silence.signal.aborted) {
      return new ApiError({
        kind: "timeout",
        method,
        url,
        timeoutMs,
        receivedBytes: received,
        cause,
      });
    }
    return new ApiError({ kind: "network", method, url, detail: describeCause(cause), cause });
  };

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal, cache: "no-store" });
  } catch (cause) {
    silence.stop();
    throw failure(cause);
  }
  silence.touch();
  const contentType = response.headers.get("content-type") ?? "";
  // Any 2xx with a body (a 203 as well as a 200); a 304 has none, and a failure is read whole.
  const ok = response.ok;
  const give = ok && response.body ? (init.giveBody?.(contentType) ?? null) : null;
  if (give && response.body) {
    // The body is read elsewhere, with its own silence time-out; its failures come as ApiErrors.
    silence.stop();
    received = await give(response.body);
    return responseOf(
      response,
      { url, contentType, text: "", parsed: undefined },
      received,
      started,
    );
  }
  const reader = ok ? (init.readAsItArrives?.(contentType) ?? null) : null;
  const chunks: Uint8Array[] = [];
  const sink = reader
    ? (chunk: Uint8Array) => {
        chunks.push(chunk);
        reader.push(chunk);
      }
    : null;
  let content: Body;
  try {
    content = await readBody(
      response,
      signal,
      silence.touch,
      (count, total) => {
        received = count;
        init.onBytes?.(count, total);
      },
      sink,
    );
    if (reader) content = { chunks, received: content.received };
  } catch (cause) {
    if (init.signal?.aborted || silence.signal.aborted) throw failure(cause);
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
  } finally {
    silence.stop();
  }
  // A stubbed or non-conforming fetch may ignore the signal; the caller's intent still wins.
  if (init.signal?.aborted) throw failure(init.signal.reason);

  let parsed: PortalResponse["parsed"];
  if (reader) {
    try {
      parsed = (await Promise.race([reader.finish(), untilAborted(signal)])) ?? undefined;
    } catch (cause) {
      throw failure(cause);
    }
  }
  // Parsed piece by piece, a big body's text is decoded apart from the parsing: in one task
  // together they are a long task for a big answer.
  if (parsed && init.keepText) {
    await taskAt("user-visible");
    if (init.signal?.aborted) throw failure(init.signal.reason);
  }
  const text =
    parsed && !init.keepText ? "" : decodeBody(content.chunks, content.received, contentType);
  const result = responseOf(
    response,
    { url, contentType, text, parsed },
    content.received,
    started,
  );
  if (!response.ok && response.status !== 304) {
    const body = await errorBodyReader();
    throw new ApiError({
      kind: "http",
      status: response.status,
      statusText: response.statusText,
      method,
      url,
      contentType,
      excerpt: body?.excerptOf(text, contentType),
      portalMessage: body?.extractPortalMessage(text, contentType, response.status),
    });
  }
  return result;
}

type ErrorBodyReader = typeof import("./error-body.ts");

/**
 * The reader of what a failed answer's body says (an HTML page, an error object, text). Only a
 * failure needs it, so it is loaded when one comes, not with the page. If it cannot be loaded (a
 * new release under an open tab, offline without the service worker), the error still names the
 * request and its status, without the portal's own words.
 */
function errorBodyReader(): Promise<ErrorBodyReader | null> {
  return import("./error-body.ts").catch(() => null);
}

async function errorFrom(
  response: PortalResponse,
  method: string,
  kind: "not-json" | "portal-error",
  detail: string,
  portalMessage: (body: ErrorBodyReader) => string | null = () => null,
): Promise<ApiError> {
  const body = await errorBodyReader();
  return new ApiError({
    kind,
    status: response.status,
    statusText: response.statusText,
    method,
    url: response.url,
    contentType: response.contentType,
    excerpt: body?.excerptOf(response.text, response.contentType),
    portalMessage: body ? portalMessage(body) : null,
    detail,
  });
}

/** A conditional read whose answer has not changed (304): keep what you have. */
export const UNCHANGED: unique symbol = Symbol("unchanged");

export interface JsonAnswer {
  readonly json: unknown;
  readonly validators: Validators;
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
  const answer = await getJsonAnswer(portal, path, init);
  if (answer === UNCHANGED) throw new Error("a 304 came for a request that sent no validators");
  return answer.json;
}

/** getJson with the answer's validators, or UNCHANGED when the validators sent still hold. */
export async function getJsonAnswer(
  portal: PortalApi,
  path: string,
  init: PortalRequestInit = {},
): Promise<JsonAnswer | typeof UNCHANGED> {
  const method = init.method ?? "GET";
  const response = await portalRequest(portal, path, init);
  const asked = init.validators?.etag || init.validators?.lastModified;
  if (response.status === 304 && asked) return UNCHANGED;
  if (response.parsed) return answerOf(response, method, response.parsed.json);
  return readJsonText(response, method);
}

/**
 * The JSON of an answer read as text (as a label cannot be trusted: portals send JSON as
 * text/html), or the error that says what came instead.
 */
export async function readJsonText(response: PortalResponse, method: string): Promise<JsonAnswer> {
  const body = response.text.trim();
  if (body === "") {
    throw await errorFrom(response, method, "not-json", " the body was empty");
  }
  const parsed = tryParseJson(body);
  if (!parsed.ok) {
    const reader = await errorBodyReader();
    const html = reader?.looksLikeHtml(body, response.contentType) ?? false;
    const detail = html
      ? " an HTML page came instead (is the portal address right?)"
      : ` got ${response.contentType || "text of no declared type"}`;
    throw await errorFrom(response, method, "not-json", detail, (said) =>
      html ? said.extractPortalMessage(body, response.contentType, response.status) : null,
    );
  }
  return answerOf(response, method, parsed.value);
}

/** A parsed answer, unless it is a portal's error object sent with a 200. */
export async function answerOf(
  response: PortalResponse,
  method: string,
  json: unknown,
): Promise<JsonAnswer> {
  if (isErrorBody(json)) {
    throw await errorFrom(response, method, "portal-error", " (no message given)", (said) =>
      said.messageFromJson(json),
    );
  }
  return { json, validators: response.validators };
}
