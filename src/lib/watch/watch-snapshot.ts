/**
 * What a reader saw of a watched dataset, and what changed since: plain data, so it can be kept in
 * IndexedDB, exported as JSON and compared without the portal's own shapes.
 */

/** One file (or link) of a dataset as the dataset page showed it. */
export interface SeenFile {
  readonly name: string;
  /** The address the page offered; "" when the portal gave none. */
  readonly url: string;
  /** Upper-case label ("CSV"), "" when unknown. */
  readonly format: string;
  /** Bytes; null when the portal did not say. */
  readonly size: number | null;
  /** The file's own date, epoch milliseconds; null when unknown. */
  readonly date: number | null;
}

export interface DatasetSnapshot {
  readonly name: string;
  readonly description: string;
  readonly files: readonly SeenFile[];
}

/** What the portal says of a dataset now: a snapshot, or `null` when it answered 404. */
export type SeenState = DatasetSnapshot | null;

export type WatchChange =
  | { readonly kind: "gone" }
  | { readonly kind: "back" }
  | { readonly kind: "name"; readonly from: string; readonly to: string }
  | { readonly kind: "description" }
  | { readonly kind: "file-added"; readonly name: string }
  | { readonly kind: "file-removed"; readonly name: string }
  | {
      readonly kind: "file-size";
      readonly name: string;
      readonly from: number | null;
      readonly to: number | null;
    }
  | {
      readonly kind: "file-date";
      readonly name: string;
      readonly from: number | null;
      readonly to: number | null;
    }
  | {
      readonly kind: "file-format";
      readonly name: string;
      readonly from: string;
      readonly to: string;
    }
  | { readonly kind: "file-url"; readonly name: string };

/**
 * Files are matched by name; a name the portal repeats is matched by its place among the files of
 * that name, so two "data.csv" stay two files rather than one that changed back and forth.
 */
function byName(files: readonly SeenFile[]): Map<string, SeenFile> {
  const counts = new Map<string, number>();
  const out = new Map<string, SeenFile>();
  for (const file of files) {
    const n = counts.get(file.name) ?? 0;
    counts.set(file.name, n + 1);
    out.set(n === 0 ? file.name : `${file.name}\u0000${n}`, file);
  }
  return out;
}

/** Whitespace the portal reflowed is not a change a reader can see. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();
}

/** Everything that differs between what the reader last saw and what the portal says now. */
export function diffSnapshots(seen: SeenState, now: SeenState): WatchChange[] {
  if (seen === null && now === null) return [];
  if (now === null) return [{ kind: "gone" }];
  if (seen === null) return [{ kind: "back" }];
  const changes: WatchChange[] = [];
  if (!sameText(seen.name, now.name)) changes.push({ kind: "name", from: seen.name, to: now.name });
  if (!sameText(seen.description, now.description)) changes.push({ kind: "description" });
  const before = byName(seen.files);
  const after = byName(now.files);
  for (const [key, file] of after) {
    const old = before.get(key);
    if (old === undefined) {
      changes.push({ kind: "file-added", name: file.name });
      continue;
    }
    if (old.size !== file.size)
      changes.push({ kind: "file-size", name: file.name, from: old.size, to: file.size });
    if (old.date !== file.date)
      changes.push({ kind: "file-date", name: file.name, from: old.date, to: file.date });
    if (old.format !== file.format)
      changes.push({ kind: "file-format", name: file.name, from: old.format, to: file.format });
    if (old.url !== file.url) changes.push({ kind: "file-url", name: file.name });
  }
  for (const [key, file] of before) {
    if (!after.has(key)) changes.push({ kind: "file-removed", name: file.name });
  }
  return changes;
}
