import { isRecord } from "../is-record.ts";
import { type EntryProblem, entryProblems, toWatchEntry, type WatchEntry } from "./watch-entry.ts";

/** Names the file's kind, so an unrelated JSON file is told apart from a damaged list. */
export const WATCH_FILE_FORMAT = "open-data-explorer/watched-datasets";
const WATCH_FILE_VERSION = 1;

export interface WatchFile {
  readonly format: typeof WATCH_FILE_FORMAT;
  readonly version: typeof WATCH_FILE_VERSION;
  readonly exportedAt: string;
  readonly datasets: readonly WatchEntry[];
}

export function watchFileText(entries: readonly WatchEntry[], now: Date): string {
  const file: WatchFile = {
    format: WATCH_FILE_FORMAT,
    version: WATCH_FILE_VERSION,
    exportedAt: now.toISOString(),
    datasets: entries,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** What was wrong with a file, for a message that says exactly that. */
export type WatchFileProblem =
  | { readonly kind: "not-json"; readonly detail: string }
  | { readonly kind: "not-a-watch-list" }
  | { readonly kind: "version"; readonly version: unknown }
  | { readonly kind: "no-datasets" }
  | { readonly kind: "entry"; readonly index: number; readonly problems: readonly EntryProblem[] }
  | {
      readonly kind: "duplicate";
      readonly index: number;
      readonly first: number;
      readonly portal: string;
      readonly slug: string;
    };

export type WatchFileResult =
  | { readonly ok: true; readonly entries: readonly WatchEntry[] }
  | { readonly ok: false; readonly problems: readonly WatchFileProblem[] };

/**
 * Reads an exported list. Every entry is checked and every problem reported (entries numbered
 * from 1, as a reader counts), and one bad entry refuses the whole file: a half-imported list
 * would look complete.
 */
export function readWatchFile(text: string): WatchFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ kind: "not-json", detail }] };
  }
  if (!isRecord(json) || json.format !== WATCH_FILE_FORMAT) {
    return { ok: false, problems: [{ kind: "not-a-watch-list" }] };
  }
  if (json.version !== WATCH_FILE_VERSION) {
    return { ok: false, problems: [{ kind: "version", version: json.version }] };
  }
  if (!Array.isArray(json.datasets)) return { ok: false, problems: [{ kind: "no-datasets" }] };
  const problems: WatchFileProblem[] = [];
  const entries: WatchEntry[] = [];
  const firstAt = new Map<string, number>();
  json.datasets.forEach((value, i) => {
    const index = i + 1;
    const found = entryProblems(value);
    const entry = toWatchEntry(value);
    if (found.length > 0 || entry === null) {
      problems.push({ kind: "entry", index, problems: found });
      return;
    }
    const key = `${entry.portal}\u0000${entry.slug}`;
    const first = firstAt.get(key);
    if (first !== undefined) {
      problems.push({ kind: "duplicate", index, first, portal: entry.portal, slug: entry.slug });
      return;
    }
    firstAt.set(key, index);
    entries.push(entry);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, entries };
}
