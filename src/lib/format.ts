/** Human-readable figures for sizes and dates, through Intl so they follow the reader's locale. */

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;

/**
 * One Intl formatter per locale and options: building one costs far more than formatting with it,
 * and a catalog page formats dozens of dates and counts on every keystroke.
 */
function memoized<T>(make: (locale: string | undefined) => T): (locale?: string) => T {
  const made = new Map<string | undefined, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const wholeNumber = memoized(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
);
const oneDecimal = memoized(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
);
const mediumDate = memoized(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }),
);
// dateStyle/timeStyle cannot be combined with timeZoneName (Intl throws), so spell out the parts.
const exactInstant = memoized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }),
);
const relativeTime = memoized((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

/** "1,234" in the given locale. */
export function formatCount(count: number, locale?: string): string {
  return wholeNumber(locale).format(count);
}

/**
 * Binary steps (1 KB = 1024 B) with the familiar labels, the same convention the size normaliser
 * reads "1.2 MB" with, so a size the portal wrote as text is shown back exactly as written.
 */
export function formatBytes(bytes: number | null, locale?: string): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return "—";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = (digits === 0 ? wholeNumber : oneDecimal)(locale).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}

/** "22 Nov 2026" in the reader's locale; "unknown" when the portal did not give a usable date. */
export function formatDate(ms: number | null, locale?: string): string {
  if (ms === null) return "unknown";
  return mediumDate(locale).format(ms);
}

/** The exact instant, for a tooltip or `title`: "22 Nov 2026, 10:29 UTC". */
export function formatDateTime(ms: number | null, locale?: string): string {
  if (ms === null) return "unknown";
  return exactInstant(locale).format(ms);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** "3 days ago", "in 2 hours" (a portal clock can be ahead), "just now"; "unknown" for no date. */
export function formatRelative(ms: number | null, now = Date.now(), locale?: string): string {
  if (ms === null) return "unknown";
  const diff = ms - now;
  const rtf = relativeTime(locale);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(diff) >= size) return rtf.format(Math.trunc(diff / size), unit);
  }
  return "just now";
}
