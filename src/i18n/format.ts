import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type LocaleCode, localeInfo } from "./locales.ts";

/**
 * Every figure the explorer shows, in the active locale, through Intl: counts, numbers, sizes,
 * dates (absolute, exact and relative) and lists. The one place numbers meet words; components
 * take a `Format` from `useFormat()` and never build "3 files" or "1.2 MB" themselves.
 */
export interface Format {
  /** The Intl locale: "en", "sr-Latn-RS", "sr-Cyrl-RS". */
  readonly locale: string;
  /** "1,234" / "1.234". */
  count(value: number): string;
  /** A measured value with up to `digits` fraction digits: "12.5" / "12,5". */
  number(value: number, digits?: number): string;
  /** "1.2 MB" / "1,2 MB", binary steps; "—" when unknown. */
  bytes(bytes: number | null): string;
  /** "Nov 22, 2026" / "22. 11. 2026.", in UTC; "unknown" when the portal gave no usable date. */
  date(ms: number | null): string;
  /** The exact instant, for a tooltip: "Nov 22, 2026, 10:29 AM UTC". */
  dateTime(ms: number | null): string;
  /** "3 days ago" / "pre 3 dana", "just now"; "unknown" for no date. */
  relative(ms: number | null, now?: number): string;
  /** "a, b, and c" / "a, b i c". */
  list(items: readonly string[]): string;
  /** A share (0..1) as a percentage: "42%" / "42 %"; a small share keeps decimals ("0.04%"). */
  percent(share: number): string;
}

function memoized<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

// One Intl formatter per locale and options: building one costs far more than using it, and a
// catalog page formats dozens of dates and counts on every keystroke.
const numberFormat = memoized(
  (key) =>
    new Intl.NumberFormat(key.split("|")[0], {
      maximumFractionDigits: Number(key.split("|")[1]),
    }),
);
const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"] as const;
const sizeFormat = memoized((key) => {
  const [locale, unit, digits] = key.split("|");
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    // "1,023 byte" in English short form; narrow is "1,023B", and "1.023 B" in Serbian.
    unitDisplay: unit === "byte" ? "narrow" : "short",
    maximumFractionDigits: Number(digits),
  });
});
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
const percentFormat = memoized(
  (key) =>
    new Intl.NumberFormat(key.split("|")[0], {
      style: "percent",
      maximumFractionDigits: Number(key.split("|")[1]),
    }),
);
const relativeTime = memoized((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const listFormat = memoized(
  (locale) => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }),
);

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** The formats of one Intl locale; `unknown` and `justNow` are the catalog's words for them. */
export function formatFor(
  locale: string,
  words: { unknown: string; justNow: string } = { unknown: "unknown", justNow: "just now" },
): Format {
  return {
    locale,
    count: (value) => numberFormat(`${locale}|0`).format(value),
    number: (value, digits = 2) => numberFormat(`${locale}|${digits}`).format(value),
    bytes(bytes) {
      if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return "—";
      let value = bytes;
      let unit = 0;
      while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      // Binary steps (1 kB = 1024 B), the convention the size normaliser reads "1.2 MB" with.
      const digits = unit === 0 || value >= 100 ? 0 : 1;
      return sizeFormat(`${locale}|${BYTE_UNITS[unit]}|${digits}`).format(value);
    },
    date: (ms) => (ms === null ? words.unknown : mediumDate(locale).format(ms)),
    dateTime: (ms) => (ms === null ? words.unknown : exactInstant(locale).format(ms)),
    relative(ms, now = Date.now()) {
      if (ms === null) return words.unknown;
      const diff = ms - now;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(diff) >= size)
          return relativeTime(locale).format(Math.trunc(diff / size), unit);
      }
      return words.justNow;
    },
    list: (items) => listFormat(locale).format(items),
    percent: (share) =>
      percentFormat(
        `${locale}|${share <= 0 ? 0 : share < 0.001 ? 2 : share < 0.01 ? 1 : 0}`,
      ).format(Number.isFinite(share) ? share : 0),
  };
}

/** The formats of the locale `i18n` speaks now, with its words for an unknown date and "now". */
export function createFormat(i18n: I18n): Format {
  return formatFor(localeInfo(i18n.locale as LocaleCode).intl, {
    unknown: i18n._(msg`unknown`),
    justNow: i18n._(msg`just now`),
  });
}

/**
 * The locale's formatters, built ahead of use one step at a time. The first Intl formatter of a
 * kind loads its locale data, some milliseconds each (far more on a slow phone); run in idle
 * moments while the first page's data is on the wire, the first render does not pay for them,
 * and no step is long enough to hold up input.
 */
export function warmFormatSteps(i18n: I18n): (() => void)[] {
  const format = createFormat(i18n);
  const now = Date.now();
  return [
    // Lingui's plural messages make their own PluralRules; the locale's rules load here first.
    () => new Intl.PluralRules(format.locale).select(1),
    () => format.count(1),
    () => format.bytes(2048),
    () => format.date(now),
    () => format.dateTime(now),
    () => format.relative(now - 3 * 24 * 3600_000, now),
  ];
}
