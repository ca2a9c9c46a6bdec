import { isRecord } from "../../lib/is-record.ts";
import { type BrowserShelf, browserShelf } from "../browser-shelf.ts";
import type { FileHealth } from "./file-health.ts";
import type { LinkReport } from "./link-report.ts";

/**
 * What the health page keeps of the work a reader asked for (every dataset's files read, every
 * link checked), by scope ("novi-sad", or "all" across portals), with its date: the next visit
 * shows it and offers to do it again. A database of its own, cleared with the kept catalogs.
 */
const DB_NAME = "open-data-explorer-health";
const STORE_NAME = "reports";
/** Raised when what is kept changes shape: an older record is then read as none. */
const SHAPE = 3;

/** Each dataset's file formats, by portal and slug, as the files' reading found them. */
export type DatasetFormats = readonly (readonly [string, string, readonly string[]])[];

/**
 * Each portal's datasets' formats, in the order given: what the engine's holdFormats takes. Each
 * portal's list grows in place, as a reading of a big catalog hands over one entry per dataset.
 */
export function formatsByPortal(
  formats: DatasetFormats,
): Map<string, (readonly [string, readonly string[]])[]> {
  const byPortal = new Map<string, (readonly [string, readonly string[]])[]>();
  for (const [portal, slug, own] of formats) {
    const entries = byPortal.get(portal);
    if (entries) entries.push([slug, own]);
    else byPortal.set(portal, [[slug, own]]);
  }
  return byPortal;
}

/** A reading of every dataset's files, whole or stopped part way. */
export interface KeptFiles {
  readonly at: number;
  /** Of the datasets read (health.datasets of them). */
  readonly health: FileHealth;
  readonly formats: DatasetFormats;
  /** The datasets the reading set out to read. */
  readonly of: number;
  /** False when the reader stopped it: the figures are of the datasets read until then. */
  readonly complete: boolean;
}

export interface KeptHealth {
  readonly shape: typeof SHAPE;
  readonly files: KeptFiles | null;
  readonly links: LinkReport | null;
}

export type HealthShelf = BrowserShelf<KeptHealth>;

let shelf: HealthShelf | null = null;
/** The store of the health page's kept work, made on first use. */
export function healthShelf(): HealthShelf {
  shelf ??= browserShelf(DB_NAME, STORE_NAME);
  return shelf;
}

export const NOTHING_KEPT: KeptHealth = { shape: SHAPE, files: null, links: null };

export async function readKeptHealth(store: HealthShelf, key: string): Promise<KeptHealth> {
  try {
    const value = await store.get(key);
    if (isRecord(value) && value.shape === SHAPE) return value as unknown as KeptHealth;
  } catch {
    // Storage off or broken: the page works without what was kept.
  }
  return NOTHING_KEPT;
}

export async function keepHealth(store: HealthShelf, key: string, value: KeptHealth) {
  await store.set(key, value);
}
