import type { FileLink } from "./file-health.ts";

/** Why a link was not asked for. */
export type SkipReason =
  /** The object gives no address a browser could follow. */
  | "no-link"
  /** On another host that does not let this page read its answers (or could not be reached). */
  | "unreadable-host"
  /** On another host that did not answer its first link in time: the rest were not asked. */
  | "silent-host";

export type LinkProblem = "status" | "timeout" | "no-answer";

export interface BrokenLink extends FileLink {
  readonly problem: LinkProblem;
  /** The HTTP status, for a "status" problem. */
  readonly status: number | null;
}

export interface SkippedLinks {
  readonly reason: SkipReason;
  /** The host, for reasons that are a host's; "" otherwise. */
  readonly host: string;
  readonly count: number;
}

/** A link check's outcome, kept with its date so the next visit shows it. */
export interface LinkReport {
  readonly at: number;
  readonly total: number;
  /** Links asked for and answered (fine or broken). */
  readonly checked: number;
  readonly ok: number;
  readonly broken: readonly BrokenLink[];
  readonly skipped: readonly SkippedLinks[];
  /** False when the reader stopped it: the figures are of the links asked until then. */
  readonly complete: boolean;
}

/** What one link's check came to. */
export type LinkOutcome =
  | { readonly kind: "ok" }
  | { readonly kind: "broken"; readonly problem: LinkProblem; readonly status: number | null }
  | { readonly kind: "skipped"; readonly reason: SkipReason; readonly host: string };

/** A status that says the file is there: 2xx (and 3xx, which fetch has followed to its end). */
export function isFine(status: number): boolean {
  return status >= 200 && status < 400;
}

/** Adds up the outcomes of a check: the broken ones by dataset, the skipped ones by reason. */
export function linkReport(
  at: number,
  outcomes: readonly (readonly [FileLink, LinkOutcome])[],
  total: number,
  complete: boolean,
): LinkReport {
  let ok = 0;
  let checked = 0;
  const broken: BrokenLink[] = [];
  const skipped = new Map<string, { reason: SkipReason; host: string; count: number }>();
  for (const [link, outcome] of outcomes) {
    if (outcome.kind === "ok") {
      ok += 1;
      checked += 1;
    } else if (outcome.kind === "broken") {
      checked += 1;
      broken.push({ ...link, problem: outcome.problem, status: outcome.status });
    } else {
      const key = `${outcome.reason} ${outcome.host}`;
      const entry = skipped.get(key) ?? { reason: outcome.reason, host: outcome.host, count: 0 };
      entry.count += 1;
      skipped.set(key, entry);
    }
  }
  broken.sort(
    (a, b) =>
      a.dataset.localeCompare(b.dataset) ||
      a.file.localeCompare(b.file) ||
      a.slug.localeCompare(b.slug),
  );
  return {
    at,
    total,
    checked,
    ok,
    broken,
    skipped: [...skipped.values()].sort((a, b) => b.count - a.count),
    complete,
  };
}
