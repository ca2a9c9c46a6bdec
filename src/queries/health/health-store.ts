import { clear, createStore, get, set } from "idb-keyval";
import { isRecord } from "../../lib/is-record.ts";
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

export interface HealthShelf {
  get(key: string): Promise<unknown>;
  set(key: string, value: KeptHealth): Promise<void>;
  clear(): Promise<void>;
}

function indexedDbShelf(): HealthShelf {
  let store: ReturnType<typeof createStore> | null = null;
  const open = () => {
    store ??= createStore(DB_NAME, STORE_NAME);
    return store;
  };
  return {
    get: (key) => get(key, open()),
    set: (key, value) => set(key, value, open()),
    clear: () => clear(open()),
  };
}

function memoryShelf(): HealthShelf {
  const map = new Map<string, KeptHealth>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
    clear: async () => map.clear(),
  };
}

let shelf: HealthShelf | null = null;
/** IndexedDB where the browser has it (page tests run in jsdom, which has none: a Map there). */
export function healthShelf(): HealthShelf {
  shelf ??= typeof indexedDB === "undefined" ? memoryShelf() : indexedDbShelf();
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
