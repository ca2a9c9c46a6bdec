import { ApiError } from "./api-error.ts";
import { isRecord } from "./guards.ts";
import { parsePortalDate } from "./normalize-date.ts";
import { parseName, parseSlug, parseText } from "./normalize-text.ts";
import type { DatasetSummary } from "./types.ts";

/** Which request a payload answered, so a "cannot read this" error can say so. */
export interface PayloadSource {
  readonly method: string;
  readonly url: string;
}

export const UNKNOWN_SOURCE: PayloadSource = { method: "GET", url: "(unknown)" };

export function badShape(source: PayloadSource, detail: string): ApiError {
  return new ApiError({ kind: "bad-shape", method: source.method, url: source.url, detail });
}

/**
 * "." and ".." cannot be a path segment: browsers resolve them away even percent-encoded, so a link
 * to such a dataset would open another page. It is listed like a dataset without a slug.
 */
function linkableSlug(slug: string): string {
  return slug === "." || slug === ".." ? "" : slug;
}

/**
 * A summary needs a slug to be linked, but a name is enough to be listed: one with a name and no
 * slug is kept with slug "" (the UI shows it without a link); one with neither is dropped.
 */
export function normalizeSummary(raw: unknown): DatasetSummary | null {
  if (!isRecord(raw)) return null;
  const slug = linkableSlug(parseSlug(raw.slug));
  const name = parseText(raw.name);
  if (slug === "" && name.trim() === "") return null;
  return {
    slug,
    name,
    description: parseText(raw.description),
    ownerName: parseName(raw.ownerName),
    categoryName: parseName(raw.categoryName),
    updated: parsePortalDate(raw._updated),
    created: parsePortalDate(raw._created),
  };
}

/**
 * Summaries read run by run as a list arrives: unreadable entries and repeated slugs are dropped,
 * the first of each slug kept, across every run.
 */
export function createSummaryReader() {
  const seen = new Set<string>();
  const summaries: DatasetSummary[] = [];
  return {
    /** Every summary read so far; it grows with each run added. */
    summaries,
    add(items: readonly unknown[]): void {
      for (const item of items) {
        const summary = normalizeSummary(item);
        if (summary === null) continue;
        if (summary.slug !== "") {
          if (seen.has(summary.slug)) continue;
          seen.add(summary.slug);
        }
        summaries.push(summary);
      }
    },
  };
}

/** Drops unreadable entries and repeated slugs, keeping the first of each. */
export function normalizeSummaries(items: readonly unknown[]): DatasetSummary[] {
  const reader = createSummaryReader();
  reader.add(items);
  return reader.summaries;
}
