import { isNonEmptyString, isRecord } from "./guards.ts";

/**
 * A text field as the portal wrote it: HTML, entities and line breaks are kept, because the UI
 * decides how to render them (as text, or through the sanitizer). Only the type is normalised.
 */
export function parseText(raw: unknown): string {
  if (typeof raw === "string") return raw;
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw === "boolean") return String(raw);
  // Translated fields arrive as {"en": "...", "sr": "..."}: the first language present stands in.
  if (isRecord(raw)) {
    const first = Object.values(raw).find((value) => typeof value === "string");
    return typeof first === "string" ? first : "";
  }
  return "";
}

/** An owner or category: a plain name, an embedded {"_id", "name"} document, or nothing. */
export function parseName(raw: unknown): string | null {
  if (isNonEmptyString(raw)) return raw;
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (isRecord(raw)) {
    const name = [raw.name, raw.title, raw.label].find(isNonEmptyString);
    return name ?? null;
  }
  return null;
}

/** A slug as written; numbers are stringified, anything else means "no slug". */
export function parseSlug(raw: unknown): string {
  if (typeof raw === "string") return raw.trim() === "" ? "" : raw;
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return "";
}
