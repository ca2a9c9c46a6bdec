import { statusLine } from "./status-line.ts";

export type ApiErrorKind =
  | "http"
  | "network"
  | "timeout"
  | "aborted"
  | "not-json"
  | "bad-shape"
  | "portal-error";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  url: string;
  status?: number | null;
  statusText?: string;
  contentType?: string;
  excerpt?: string;
  portalMessage?: string | null;
  /** What went wrong beyond the status, written to finish the sentence the message starts. */
  detail?: string;
  timeoutMs?: number;
  /** For a time-out: how much of the answer had come before the portal fell silent. */
  receivedBytes?: number;
  cause?: unknown;
}

function quoted(text: string): string {
  return `"${text}"`;
}

function seconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Every message names what was asked (method + URL) and the status when there is one, because the
 * person reading it may have to report it to the portal's owners.
 */
function buildMessage(init: ApiErrorInit): string {
  const asked = `${init.method} ${init.url}`;
  const status = init.status ?? null;
  const said = init.portalMessage ? `: ${quoted(init.portalMessage)}` : "";
  const detail = init.detail?.trim() ? ` ${init.detail.trim()}` : "";
  switch (init.kind) {
    case "http":
      return status === null
        ? `The request ${asked} was not sent:${detail}`
        : `The portal answered ${statusLine(status, init.statusText)} for ${asked}${said}`;
    case "network":
      // With a status the portal was reached, and its answer broke off part-way.
      return status === null
        ? `Could not reach the portal for ${asked}${detail ? `:${detail}` : ""}`
        : `The answer to ${asked} (${statusLine(status, init.statusText)}) was cut off:${detail}`;
    case "timeout":
      return init.receivedBytes
        ? `The portal stopped sending ${asked} for ${seconds(init.timeoutMs ?? 0)}, after ${init.receivedBytes.toLocaleString("en")} bytes`
        : `The portal did not answer ${asked} within ${seconds(init.timeoutMs ?? 0)}`;
    case "aborted":
      return `The request ${asked} was cancelled`;
    case "not-json": {
      const line = status === null ? "" : ` (${statusLine(status, init.statusText)})`;
      return `Expected JSON from ${asked}${line} but${detail}${said}`;
    }
    case "bad-shape":
      return `The answer to ${asked} could not be read:${detail}`;
    case "portal-error": {
      const line = status === null ? "" : ` with ${statusLine(status, init.statusText)}`;
      return `The portal reported an error${line} for ${asked}${said || detail}`;
    }
  }
}

/**
 * A failed portal request, described well enough to show a person and to decide on a retry.
 * `message` is the English line for logs and the console; readers see the same facts in their
 * language, put into words by the UI (components/error-text.ts) from `facts`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly method: string;
  readonly url: string;
  readonly contentType: string;
  /** The first ~200 characters of the body, whitespace collapsed, as plain text. */
  readonly excerpt: string;
  readonly portalMessage: string | null;
  /** Everything the message was made from, for saying it in the reader's language. */
  readonly facts: Readonly<Omit<ApiErrorInit, "cause">>;

  constructor(init: ApiErrorInit) {
    super(buildMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.method = init.method;
    this.url = init.url;
    this.contentType = init.contentType ?? "";
    this.excerpt = init.excerpt ?? "";
    this.portalMessage = init.portalMessage ?? null;
    const { cause: _cause, ...facts } = init;
    this.facts = facts;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A status that waiting can fix: 5xx, and 408 and 429, the two 4xx that say "later", not "never". */
export function isRetryableStatus(status: number | null): boolean {
  return status !== null && (status >= 500 || status === 408 || status === 429);
}

/**
 * Only failures that waiting can fix: 5xx, 408, 429, network and timeout. Another read's error
 * (a file preview's) says so itself, with `retryable: true`.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) {
    return typeof error === "object" && error !== null && "retryable" in error
      ? error.retryable === true
      : false;
  }
  switch (error.kind) {
    case "network":
    case "timeout":
      return true;
    case "http":
      return isRetryableStatus(error.status);
    default:
      return false;
  }
}
