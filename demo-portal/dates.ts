const DAY_MS = 86_400_000;

/** Eve's placeholder for "never set"; the explorer must show it as unknown, not as 1970. */
export const EPOCH_ZERO = "Thu, 01 Jan 1970 00:00:00 GMT";

/**
 * Dates are generated as offsets back from this moment. It is "now" floored to the UTC day so that
 * "updated in the last 7 days" filters find datasets, while two catalogs built the same day are equal.
 */
export function defaultReferenceTime(now: number = Date.now()): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** RFC 1123, the format Eve writes: "Tue, 02 Apr 2013 10:29:13 GMT". */
export function toRfc1123(ms: number): string {
  return new Date(ms).toUTCString();
}

export function daysAgo(reference: number, days: number): number {
  return reference - Math.round((days * DAY_MS) / 1000) * 1000;
}
