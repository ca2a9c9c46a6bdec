import { isRecord } from "../is-record.ts";
import type { DatasetSnapshot, SeenFile, SeenState } from "./watch-snapshot.ts";

/** What the last check learned of a dataset, with the validators to ask "changed since?" next. */
export interface LatestCheck {
  readonly state: SeenState;
  readonly checkedAt: number;
  readonly etag: string | null;
  readonly lastModified: string | null;
}

/** A watched dataset: what the reader last saw of it, and what the portal said when last checked. */
export interface WatchEntry {
  readonly portal: string;
  readonly slug: string;
  readonly watchedAt: number;
  readonly seen: SeenState;
  readonly seenAt: number;
  /** Absent until a check has run. */
  readonly latest?: LatestCheck;
}

export function watchKey(entry: { readonly portal: string; readonly slug: string }): string {
  return `${entry.portal}\u0000${entry.slug}`;
}

/** What a field must be, for the message that says a file got it wrong. */
export type Expectation =
  | "object"
  | "list"
  | "text"
  | "slug"
  | "portal-id"
  | "time"
  | "size"
  | "optional-time"
  | "dataset-or-null";

export interface EntryProblem {
  /** Where, as a JSON path inside the entry ("seen.files[2].size"); "" for the entry itself. */
  readonly field: string;
  readonly expected: Expectation;
}

/** The same rule portals.json's ids follow (portals-config.ts). */
const PORTAL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Check = (value: unknown, field: string, problems: EntryProblem[]) => void;

const isText = (value: unknown): value is string => typeof value === "string";
const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;
const isSize = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isInteger(value) && value >= 0);
const isOptionalTime = (value: unknown): value is number | null => value === null || isTime(value);

function need(ok: boolean, field: string, expected: Expectation, problems: EntryProblem[]) {
  if (!ok) problems.push({ field, expected });
}

const checkFile: Check = (value, field, problems) => {
  if (!isRecord(value)) return need(false, field, "object", problems);
  need(isText(value.name), `${field}.name`, "text", problems);
  need(isText(value.url), `${field}.url`, "text", problems);
  need(isText(value.format), `${field}.format`, "text", problems);
  need(isSize(value.size), `${field}.size`, "size", problems);
  need(isOptionalTime(value.date), `${field}.date`, "optional-time", problems);
};

const checkState: Check = (value, field, problems) => {
  if (value === null) return;
  if (!isRecord(value)) return need(false, field, "dataset-or-null", problems);
  need(isText(value.name), `${field}.name`, "text", problems);
  need(isText(value.description), `${field}.description`, "text", problems);
  if (!Array.isArray(value.files)) return need(false, `${field}.files`, "list", problems);
  value.files.forEach((file, i) => {
    checkFile(file, `${field}.files[${i}]`, problems);
  });
};

/** Every problem of one entry of an exported list; none means `toWatchEntry` can read it. */
export function entryProblems(value: unknown): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (!isRecord(value)) return [{ field: "", expected: "object" }];
  need(isText(value.portal) && PORTAL_ID.test(value.portal), "portal", "portal-id", problems);
  need(isText(value.slug) && value.slug.trim() !== "", "slug", "slug", problems);
  need(isTime(value.watchedAt), "watchedAt", "time", problems);
  need(isTime(value.seenAt), "seenAt", "time", problems);
  if (!("seen" in value)) need(false, "seen", "dataset-or-null", problems);
  else checkState(value.seen, "seen", problems);
  if (value.latest !== undefined) {
    const latest = value.latest;
    if (!isRecord(latest)) need(false, "latest", "object", problems);
    else {
      if (!("state" in latest)) need(false, "latest.state", "dataset-or-null", problems);
      else checkState(latest.state, "latest.state", problems);
      need(isTime(latest.checkedAt), "latest.checkedAt", "time", problems);
      need(latest.etag === null || isText(latest.etag), "latest.etag", "text", problems);
      need(
        latest.lastModified === null || isText(latest.lastModified),
        "latest.lastModified",
        "text",
        problems,
      );
    }
  }
  return problems;
}

function fileOf(value: Record<string, unknown>): SeenFile {
  return {
    name: String(value.name),
    url: String(value.url),
    format: String(value.format),
    size: typeof value.size === "number" ? value.size : null,
    date: typeof value.date === "number" ? value.date : null,
  };
}

function stateOf(value: unknown): SeenState {
  if (!isRecord(value)) return null;
  const files = Array.isArray(value.files) ? value.files.filter(isRecord).map(fileOf) : [];
  const snapshot: DatasetSnapshot = {
    name: String(value.name),
    description: String(value.description),
    files,
  };
  return snapshot;
}

/**
 * An entry rebuilt field by field from a value `entryProblems` found none in: only the known
 * fields are kept, so whatever else a file or an older store carried never reaches the page.
 */
export function toWatchEntry(value: unknown): WatchEntry | null {
  if (entryProblems(value).length > 0 || !isRecord(value)) return null;
  const latest = isRecord(value.latest) ? value.latest : null;
  return {
    portal: String(value.portal),
    slug: String(value.slug),
    watchedAt: Number(value.watchedAt),
    seen: stateOf(value.seen),
    seenAt: Number(value.seenAt),
    ...(latest
      ? {
          latest: {
            state: stateOf(latest.state),
            checkedAt: Number(latest.checkedAt),
            etag: isText(latest.etag) ? latest.etag : null,
            lastModified: isText(latest.lastModified) ? latest.lastModified : null,
          },
        }
      : {}),
  };
}

/** The two records of one dataset made one: nothing either knew is lost. */
export function mergeEntry(kept: WatchEntry, incoming: WatchEntry): WatchEntry {
  // What the reader saw most recently wins; the earliest watch date and the latest check stay.
  const seenFrom = incoming.seenAt > kept.seenAt ? incoming : kept;
  const latestFrom =
    (incoming.latest?.checkedAt ?? -1) > (kept.latest?.checkedAt ?? -1) ? incoming : kept;
  return {
    portal: kept.portal,
    slug: kept.slug,
    watchedAt: Math.min(kept.watchedAt, incoming.watchedAt),
    seen: seenFrom.seen,
    seenAt: seenFrom.seenAt,
    ...(latestFrom.latest ? { latest: latestFrom.latest } : {}),
  };
}
