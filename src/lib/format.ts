// TRANSITIONAL: the old English-only helpers, kept only until every caller takes a Format from
// src/i18n/format.ts (useFormat). Deleted when the last import goes.
import { formatFor } from "../i18n/format.ts";

export const formatCount = (n: number, locale = "en") => formatFor(locale).count(n);
export const formatBytes = (b: number | null, locale = "en") => formatFor(locale).bytes(b);
export const formatDate = (ms: number | null, locale = "en") => formatFor(locale).date(ms);
export const formatDateTime = (ms: number | null, locale = "en") => formatFor(locale).dateTime(ms);
export const formatRelative = (ms: number | null, now?: number, locale = "en") =>
  formatFor(locale).relative(ms, now);
