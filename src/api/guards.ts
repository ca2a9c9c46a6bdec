/** Small type guards, so raw portal JSON is narrowed instead of cast. */

export { isRecord } from "../lib/is-record.ts";

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** A JSON-ish description of a value for messages: "a number", "an array", "null". */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "undefined") return "nothing";
  const type = typeof value;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
