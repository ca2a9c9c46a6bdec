/** A JSON object (not null, not an array), narrowed instead of cast. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
