import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ApiError, isApiError } from "../api/api-error.ts";
import { NotKeptOffline } from "../api/offline-error.ts";
import { statusLine } from "../api/status-line.ts";
import { createFormat } from "../i18n/format.ts";
import { readableOf } from "../lib/readable-error.ts";

const MAX_MESSAGE = 500;

function clipped(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/**
 * A failed portal request in the reader's language. Like the English log line (api-error.ts), it
 * names what was asked and the status, because the reader may have to report it to the portal's
 * owners; the portal's own words and the low-level detail are quoted as they came.
 */
function describeApiError(i18n: I18n, error: ApiError): string {
  const { facts } = error;
  const format = createFormat(i18n);
  const asked = `${facts.method} ${facts.url}`;
  const status =
    facts.status === null || facts.status === undefined
      ? null
      : statusLine(facts.status, facts.statusText);
  const detail = facts.detail?.trim() ?? "";
  const said = facts.portalMessage ? `"${facts.portalMessage}"` : "";
  const seconds = format.number((facts.timeoutMs ?? 0) / 1000, 1);
  switch (facts.kind) {
    case "http":
      if (status === null) return i18n._(msg`The request ${asked} was not sent: ${detail}`);
      return said
        ? i18n._(msg`The portal answered ${status} for ${asked}: ${said}`)
        : i18n._(msg`The portal answered ${status} for ${asked}`);
    case "network":
      if (status !== null)
        return i18n._(msg`The answer to ${asked} (${status}) was cut off: ${detail}`);
      return detail
        ? i18n._(msg`Could not reach the portal for ${asked}: ${detail}`)
        : i18n._(msg`Could not reach the portal for ${asked}`);
    case "timeout": {
      const received = format.bytes(facts.receivedBytes ?? 0);
      return facts.receivedBytes
        ? i18n._(msg`The portal stopped sending ${asked} for ${seconds} s, after ${received}`)
        : i18n._(msg`The portal did not answer ${asked} within ${seconds} s`);
    }
    case "aborted":
      return i18n._(msg`The request ${asked} was cancelled`);
    case "not-json": {
      const what = [status, detail, said].filter(Boolean).join(" ");
      return i18n._(msg`Expected JSON from ${asked}, but got something else: ${what}`);
    }
    case "bad-shape":
      return i18n._(msg`The answer to ${asked} could not be read: ${detail}`);
    case "portal-error": {
      const what = said || detail;
      return status === null
        ? i18n._(msg`The portal reported an error for ${asked}: ${what}`)
        : i18n._(msg`The portal reported an error with ${status} for ${asked}: ${what}`);
    }
  }
}

/**
 * Anything can be thrown, including objects whose toString throws or strings a megabyte long; an
 * alert must still show one readable line, in the reader's language where the error is ours.
 */
export function errorText(i18n: I18n, error: unknown): string {
  if (isApiError(error)) return clipped(describeApiError(i18n, error));
  if (error instanceof NotKeptOffline) return i18n._(NotKeptOffline.readable);
  const readable = readableOf(error);
  if (readable !== null) return clipped(i18n._(readable));
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = "";
  }
  if (text.trim() === "") return i18n._(msg`No further details were given.`);
  return clipped(text);
}
