import { isNonEmptyString, isRecord } from "./guards.ts";
import { collapseWhitespace, htmlToText } from "./html-text.ts";
import { stripBom, tryParseJson } from "./json-body.ts";
import { reasonPhrase } from "./status-line.ts";

/**
 * Reading error bodies. Portals built on different stacks answer failures as Eve JSON, ad-hoc JSON,
 * framework HTML pages or plain text; the UI only wants one readable sentence from any of them.
 * HTML is reduced to text with regular expressions because the result is only ever shown as text.
 * Only a failed answer needs this: the client loads it when one comes.
 */

const EXCERPT_LENGTH = 200;
const MESSAGE_LENGTH = 300;

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export function looksLikeHtml(text: string, contentType = ""): boolean {
  const start = stripBom(text).trimStart().slice(0, 200).toLowerCase();
  if (start.startsWith("<!doctype html") || start.startsWith("<html")) return true;
  if (/^<(head|body|title|h1|p|pre|div|center|meta)\b/.test(start)) return true;
  return contentType.toLowerCase().includes("html") && start.startsWith("<");
}

/** The first ~200 characters of a body as plain text, for error messages and "what came" panels. */
export function excerptOf(text: string, contentType = ""): string {
  const body = stripBom(text);
  const plain = looksLikeHtml(body, contentType)
    ? htmlToText(body.slice(0, 20_000))
    : collapseWhitespace(body.slice(0, 2_000));
  return truncate(plain, EXCERPT_LENGTH);
}

/** The text of the first <tag>…</tag>; indexOf, not a lazy pattern, so "<p><p><p>…" stays linear. */
function firstElementText(html: string, tag: string): string {
  const open = new RegExp(`<${tag}\\b[^<>]*>`, "i").exec(html);
  if (!open) return "";
  const start = open.index + open[0].length;
  const end = html.toLowerCase().indexOf(`</${tag}`, start);
  return end === -1 ? "" : htmlToText(html.slice(start, end));
}

/** A title such as "Error", "404 Not Found" or "Not Found" repeats the status and says nothing new. */
function isGeneric(text: string, status: number | null): boolean {
  const lower = text.toLowerCase();
  if (lower === "" || lower === "error" || /^\d{3}\b/.test(lower)) return true;
  const phrase = status === null ? undefined : reasonPhrase(status);
  return phrase !== undefined && lower === phrase.toLowerCase();
}

function messageFromHtml(html: string, status: number | null): string | null {
  const body = /<body\b[^<>]*>([\s\S]*)/i.exec(html)?.[1] ?? html;
  const candidates = [
    firstElementText(html, "title"),
    firstElementText(html, "h1"),
    firstElementText(body, "pre"),
    firstElementText(body, "p"),
    htmlToText(body.replace(/<title\b[\s\S]*?(?:<\/title\s*>|$)/i, " ")),
  ];
  return candidates.find((text) => !isGeneric(text, status)) ?? null;
}

function textOf(value: unknown): string | null {
  if (isNonEmptyString(value)) return value.trim();
  if (typeof value === "number") return String(value);
  return null;
}

/** The human part of a JSON error body, in the shapes portals are known to use. */
export function messageFromJson(json: unknown): string | null {
  if (typeof json === "string") return textOf(json);
  if (!isRecord(json)) return null;
  const eveError = json._error;
  if (isRecord(eveError)) {
    const message = textOf(eveError.message);
    if (message !== null) return message;
  }
  if (typeof eveError === "string" && eveError.trim() !== "") return eveError.trim();
  const error = json.error;
  if (isNonEmptyString(error)) {
    const detail = textOf(json.message) ?? textOf(json.error_description);
    return detail !== null && detail !== error.trim() ? `${error.trim()}: ${detail}` : error.trim();
  }
  if (isRecord(error)) {
    const nested = textOf(error.message) ?? textOf(error.description) ?? textOf(error.code);
    if (nested !== null) return nested;
  }
  const direct = textOf(json.message) ?? textOf(json.detail) ?? textOf(json.title);
  if (direct !== null) return direct;
  const errors = json.errors;
  if (Array.isArray(errors) && errors.length > 0) return messageFromJson(errors[0]);
  return null;
}

/** The message a portal put in an error body, or null when it said nothing beyond the status. */
export function extractPortalMessage(
  text: string,
  contentType = "",
  status: number | null = null,
): string | null {
  const body = stripBom(text).trim();
  if (body === "") return null;
  let message: string | null;
  if (looksLikeHtml(body, contentType)) {
    message = messageFromHtml(body.slice(0, 50_000), status);
  } else {
    const json = tryParseJson(body);
    message = json.ok ? messageFromJson(json.value) : collapseWhitespace(body.split("\n")[0] ?? "");
  }
  if (message === null) return null;
  const clean = collapseWhitespace(message);
  return clean === "" ? null : truncate(clean, MESSAGE_LENGTH);
}
