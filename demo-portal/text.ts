import { CYRILLIC_TO_LATIN } from "../src/lib/search/fold.ts";
/** ASCII-only text, for slugs and for places (PDF base fonts, zip names) that cannot carry UTF-8. */
export function toAscii(text: string): string {
  let out = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    const mapped = CYRILLIC_TO_LATIN[lower];
    if (mapped !== undefined) {
      out += char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
    } else if (lower === "đ") {
      out += char === lower ? "dj" : "Dj";
    } else {
      out += char;
    }
  }
  return out
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "");
}

export function slugify(text: string): string {
  return toAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function csvLine(values: readonly (string | number | boolean | null)[]): string {
  return values
    .map((value) => {
      if (value === null) return "";
      const text = String(value);
      return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(",");
}
