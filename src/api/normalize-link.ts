import { isNonEmptyString, isRecord } from "./guards.ts";
import { type LinkBase, localHref } from "./portal.ts";
import type { PortalLink } from "./types.ts";

/** Long, dot-free, slash-scheme-free runs of the Base64 alphabet are embedded files, not links. */
const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}$/;
const BASE64_MIN_LENGTH = 64;

function inert(raw: unknown, text: string): PortalLink {
  return { raw, href: null, localHref: null, text };
}

function clickable(raw: unknown, href: string | null, text: string, base: LinkBase): PortalLink {
  return { raw, href, localHref: href === null ? null : localHref(base, href), text };
}

/** A bare origin string stands for a portal on the explorer's own host (no proxy in between). */
function linkBase(base: LinkBase | string): LinkBase {
  return typeof base === "string" ? { origin: base, localRoot: "" } : base;
}

/** The payload is not shown (it can be megabytes); the reader is told what it is and its size. */
function embedded(raw: unknown, text: string): PortalLink {
  const embeddedBytes = Math.floor((text.replace(/[\s=]/g, "").length * 3) / 4);
  return { raw, href: null, localHref: null, text: "", embeddedBytes };
}

function safeOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "http://localhost";
  } catch {
    return "http://localhost";
  }
}

function toHref(text: string, portalOrigin: string): string | null {
  let candidate = text;
  if (candidate.startsWith("//")) candidate = `https:${candidate}`;
  else if (/^www\.[^/\s]+\.[a-z]{2,}/i.test(candidate)) candidate = `https://${candidate}`;
  // Backslashes become slashes in the URL parser, so "\\host\x" would turn into another host.
  if (candidate.includes("\\")) return null;
  try {
    // Relative values are resolved against the portal; the URL parser also drops the tabs and
    // newlines that hide a "java\nscript:" scheme, so the protocol is checked on the result.
    const url = new URL(candidate, `${safeOrigin(portalOrigin)}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A link a person may click: only http(s) and portal-relative paths get an href. Everything else
 * (javascript:, data:, vbscript:, file:, Base64 payloads) stays inert text. `href` is the public
 * address (to copy, cite, or curl); `localHref` the one the browser uses (through the proxy).
 */
export function parseLink(raw: unknown, portal: LinkBase | string): PortalLink {
  const base = linkBase(portal);
  if (raw === null || raw === undefined) return inert(raw, "");
  if (typeof raw === "number" || typeof raw === "boolean") return inert(raw, String(raw));
  if (isRecord(raw)) {
    // Eve media: {"file", "content_type", "name", "length"}; some servers use url/href instead.
    const path = [raw.file, raw.url, raw.href].find(isNonEmptyString);
    if (path === undefined) return inert(raw, isNonEmptyString(raw.name) ? raw.name : "");
    const inner = parseLink(path, base);
    return { ...inner, raw };
  }
  if (typeof raw !== "string") return inert(raw, "");
  const text = raw.trim();
  if (text === "") return inert(raw, "");
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!hasScheme && text.length >= BASE64_MIN_LENGTH && !text.includes(".") && BASE64.test(text)) {
    return embedded(raw, text);
  }
  return clickable(raw, toHref(text, base.origin), text, base);
}
