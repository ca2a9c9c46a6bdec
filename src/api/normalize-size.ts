import { isRecord } from "./guards.ts";
import type { PortalSize } from "./types.ts";

/**
 * Unit multipliers. "KB"/"MB" are read as 1024-based, as file managers and most portal size
 * formatters write them; a human label is approximate either way, and the raw value is kept.
 */
const UNITS: Readonly<Record<string, number>> = {
  "": 1,
  b: 1,
  byte: 1,
  bytes: 1,
  o: 1,
  octets: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  ko: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  mo: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
  go: 1024 ** 3,
  t: 1024 ** 4,
  tb: 1024 ** 4,
  tib: 1024 ** 4,
  to: 1024 ** 4,
};

/**
 * "1,2" (decimal comma), "1,234,567" and "1.234.567" (thousands), "1 234" (spaces). A lone comma
 * followed by exactly three digits is a thousands separator; any other lone comma is a decimal one.
 */
function parseAmount(text: string): number | null {
  let digits = text.replace(/[\s\u00a0\u202f'_]/g, "");
  if (!/^\d*[.,]?[\d.,]*$/.test(digits) || !/\d/.test(digits)) return null;
  const lastComma = digits.lastIndexOf(",");
  const lastDot = digits.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    digits = digits.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const groups = digits.split(",");
    digits =
      groups.length > 2 || /^\d{1,3},\d{3}$/.test(digits)
        ? groups.join("")
        : digits.replace(",", ".");
  } else if (digits.split(".").length > 2) {
    digits = digits.split(".").join("");
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** No real size needs more; longer text would only make the pattern below backtrack for seconds. */
const MAX_SIZE_TEXT = 64;

function fromText(raw: string): number | null {
  const text = raw.trim();
  if (text === "" || text.length > MAX_SIZE_TEXT) return null;
  const m = /^([\d\s\u00a0\u202f.,'_]+?)\s*([a-z]*)\.?$/i.exec(text);
  if (!m) return null;
  const unit = UNITS[(m[2] ?? "").toLowerCase()];
  const amount = parseAmount(m[1] ?? "");
  if (unit === undefined || amount === null) return null;
  return amount * unit;
}

function toBytes(raw: unknown): number | null {
  if (typeof raw === "number") return raw;
  if (typeof raw === "string") return fromText(raw);
  // MongoDB extended JSON wraps large integers: {"$numberLong": "3000000000"}.
  if (isRecord(raw)) {
    const inner = raw.$numberLong ?? raw.$numberInt ?? raw.$numberDouble;
    if (typeof inner === "string" || typeof inner === "number") return toBytes(inner);
  }
  return null;
}

/** A size in whole bytes; 0 is a real empty file, null is unknown (missing, negative, unreadable). */
export function parseSize(raw: unknown): PortalSize {
  const value = toBytes(raw);
  const known = value !== null && Number.isFinite(value) && value >= 0;
  return { raw, bytes: known ? Math.round(value) : null };
}
