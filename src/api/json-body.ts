import { isNonEmptyString, isRecord } from "./guards.ts";

/**
 * Reading an answer as JSON, and telling a 200 whose body is a portal's error object from data:
 * the success path of every read, so small and loaded with the page (the error pages' reader,
 * error-body.ts, is loaded only when one comes).
 */

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function tryParseJson(text: string): JsonResult {
  try {
    const value: unknown = JSON.parse(stripBom(text));
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** Keys that carry an error and nothing else: a 200 made only of these is a failure in disguise. */
const ERROR_ONLY_KEYS = new Set([
  "error",
  "error_description",
  "message",
  "status_code",
  "statusCode",
  "status",
  "code",
  "success",
  "ok",
]);

export function isErrorBody(json: unknown): boolean {
  if (!isRecord(json)) return false;
  if (json._status === "ERR") return true;
  const meaningful = Object.keys(json).filter((key) => !key.startsWith("_"));
  if (meaningful.length === 0 || !meaningful.every((key) => ERROR_ONLY_KEYS.has(key))) return false;
  const error = json.error;
  if (isNonEmptyString(error) || isRecord(error) || error === true) return true;
  return isNonEmptyString(json.message);
}
