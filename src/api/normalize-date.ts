import { isRecord } from "./guards.ts";
import type { PortalDate } from "./types.ts";

/** Below this a number is taken as epoch seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const SECONDS_LIMIT = 1e11;
/** Above this a number is taken as epoch microseconds (1e14 ms is the year 5138). */
const MICROSECONDS_FROM = 1e14;
const MAX_MS = 8.64e15;
const MAX_DATE_TEXT = 64;

const MONTHS: Readonly<Record<string, number>> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

function fromEpoch(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const magnitude = Math.abs(value);
  if (magnitude < SECONDS_LIMIT) return Math.round(value * 1000);
  if (magnitude >= MICROSECONDS_FROM) return Math.round(value / 1000);
  return Math.round(value);
}

/** Date.UTC silently rolls 31 Feb into March; a portal date that does that is not a date. */
function utc(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number | null {
  if (month < 0 || month > 11 || day < 1 || day > 31) return null;
  if (hour > 24 || minute > 59 || second > 60) return null;
  const date = new Date(Date.UTC(year, month, day, hour, minute, Math.min(second, 59), ms));
  date.setUTCFullYear(year, month, day);
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return date.getTime();
}

function offsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined || zone === "") return 0;
  const upper = zone.toUpperCase();
  if (upper === "Z" || upper === "GMT" || upper === "UTC" || upper === "UT") return 0;
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? "0");
  return match[1] === "-" ? -minutes : minutes;
}

function fractionToMs(fraction: string | undefined): number {
  if (!fraction) return 0;
  return Math.floor(Number(`0.${fraction}`) * 1000);
}

/** ISO 8601 and its space-separated cousin; no zone is read as UTC, as Python servers mean it. */
const ISO =
  /^([+-]?\d{4,6})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** RFC 1123 (Eve's default), RFC 850 and similar "02 Apr 2013 10:29:13 GMT" forms. */
const RFC =
  /^(?:[a-z]+,?\s+)?(\d{1,2})[\s-]([a-z]{3})[a-z]*[\s-](\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(GMT|UTC|UT|Z|[+-]\d{4})?$/i;
/** Day-first dates as Central European portals write them: "30.01.2019" or "30.01.2019. 15:02". */
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function parseIso(text: string): number | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const offset = offsetMinutes(m[8]);
  const base = utc(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4] ?? "0"),
    Number(m[5] ?? "0"),
    Number(m[6] ?? "0"),
    fractionToMs(m[7]),
  );
  return base === null || offset === null ? null : base - offset * 60_000;
}

function parseRfc(text: string): number | null {
  const m = RFC.exec(text);
  if (!m) return null;
  const month = MONTHS[(m[2] ?? "").toLowerCase()];
  if (month === undefined) return null;
  const shortYear = Number(m[3]);
  const year = (m[3] ?? "").length === 2 ? (shortYear < 70 ? 2000 : 1900) + shortYear : shortYear;
  const offset = offsetMinutes(m[7]);
  const base = utc(
    year,
    month,
    Number(m[1]),
    Number(m[4] ?? "0"),
    Number(m[5] ?? "0"),
    Number(m[6] ?? "0"),
  );
  return base === null || offset === null ? null : base - offset * 60_000;
}

function parseDotted(text: string): number | null {
  const m = DOTTED.exec(text);
  if (!m) return null;
  return utc(
    Number(m[3]),
    Number(m[2]) - 1,
    Number(m[1]),
    Number(m[4] ?? "0"),
    Number(m[5] ?? "0"),
    Number(m[6] ?? "0"),
  );
}

function toMs(raw: unknown, depth = 0): number | null {
  if (typeof raw === "number") return fromEpoch(raw);
  if (raw instanceof Date) return raw.getTime();
  if (typeof raw === "string") {
    const text = raw.trim();
    // No date form is longer; a hostile megabyte string is not worth running patterns over.
    if (text === "" || text.length > MAX_DATE_TEXT) return null;
    if (/^[+-]?\d+(\.\d+)?$/.test(text) && !/^\d{8}$/.test(text)) return fromEpoch(Number(text));
    return parseIso(text) ?? parseRfc(text) ?? parseDotted(text);
  }
  // MongoDB extended JSON: {"$date": ...} holding ISO, epoch ms or {"$numberLong": "..."}.
  if (isRecord(raw) && depth < 3) {
    const inner = raw.$date ?? raw.$numberLong ?? raw.$numberDouble ?? raw.$numberInt;
    if (inner !== undefined) return toMs(inner, depth + 1);
  }
  return null;
}

/**
 * A portal date as milliseconds since the epoch, or null when unknown. Epoch zero is Eve's
 * "unknown", and never shown as 1970.
 */
export function parsePortalDate(raw: unknown): PortalDate {
  const ms = toMs(raw);
  const known = ms !== null && Number.isFinite(ms) && ms !== 0 && Math.abs(ms) <= MAX_MS;
  return { raw, ms: known ? ms : null };
}
