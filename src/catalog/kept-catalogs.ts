import { clear, createStore, del, get, set } from "idb-keyval";
import type { Validators } from "../api/client.ts";
import { isRecord } from "../lib/is-record.ts";
import { type CatalogColumns, fromColumns, toColumns } from "./catalog-columns.ts";
import type { HeldSummary } from "./held-summaries.ts";

/**
 * Each portal's catalog as this browser keeps it between visits: one IndexedDB record per portal,
 * written by the engine (in its worker) once a list has been read whole, as columns (a few
 * strings and typed arrays: catalog-columns.ts), which IndexedDB copies whole: no JSON text, and
 * nothing of it on the page's thread.
 */

/** Bump whenever a kept record's shape changes: an older record is then dropped unread. */
export const KEPT_SHAPE = "catalog-v3";
/** Kept catalogs older than this are dropped: a month-old catalog is no head start. */
export const KEPT_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
export const KEPT_DB = "open-data-explorer-catalogs";
const KEPT_STORE = "catalogs";

export interface KeptCatalog {
  readonly portal: string;
  readonly savedAt: number;
  readonly validators: Validators | null;
  readonly datasets: readonly HeldSummary[];
}

/** Where records go: idb-keyval's functions bound to a store, or a Map in tests. */
export interface CatalogShelf {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

function validatorsOf(value: unknown): Validators | null {
  if (!isRecord(value)) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return { etag: text(value.etag), lastModified: text(value.lastModified) };
}

/** A typed array of this kind, whichever realm made it (a record read back is IndexedDB's). */
function isTyped(value: unknown, kind: "Uint8Array" | "Int32Array" | "Float64Array"): boolean {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === `[object ${kind}]`;
}

function isColumns(value: unknown): value is CatalogColumns {
  return (
    isRecord(value) &&
    typeof value.size === "number" &&
    typeof value.texts === "string" &&
    isTyped(value.lengths, "Int32Array") &&
    isTyped(value.descriptions, "Uint8Array") &&
    isTyped(value.descriptionEnds, "Int32Array") &&
    isTyped(value.updated, "Float64Array") &&
    isTyped(value.created, "Float64Array") &&
    Array.isArray(value.unreadDates) &&
    value.unreadDates.every(
      (dates) =>
        isRecord(dates) &&
        typeof dates.id === "number" &&
        isRecord(dates.updated) &&
        isRecord(dates.created),
    )
  );
}

/** A record this engine wrote, or null for anything else (another shape, too old, junk). */
export function readKeptCatalog(value: unknown, portal: string, now: number): KeptCatalog | null {
  if (!isRecord(value) || value.shape !== KEPT_SHAPE || value.portal !== portal) return null;
  const { savedAt, columns } = value;
  if (typeof savedAt !== "number" || now - savedAt > KEPT_MAX_AGE_MS) return null;
  const datasets = isColumns(columns) ? fromColumns(columns) : null;
  if (!datasets) return null;
  return { portal, savedAt, validators: validatorsOf(value.validators), datasets };
}

export function createKeptCatalogs(shelf: CatalogShelf | null, now = () => Date.now()) {
  const key = (portal: string) => `catalog:${portal}`;
  return {
    /** The kept catalog of a portal; a record that cannot be read is removed. Never throws. */
    async read(portal: string): Promise<KeptCatalog | null> {
      if (!shelf) return null;
      try {
        const value = await shelf.get(key(portal));
        if (value === undefined) return null;
        const kept = readKeptCatalog(value, portal, now());
        if (!kept) await shelf.del(key(portal));
        return kept;
      } catch {
        return null;
      }
    },
    /** Keeps a catalog read whole. A failed write (no space, no storage) only means none is kept. */
    async write({ portal, validators, datasets }: Omit<KeptCatalog, "savedAt">): Promise<void> {
      if (!shelf) return;
      try {
        const columns = toColumns(datasets);
        await shelf.set(key(portal), {
          shape: KEPT_SHAPE,
          savedAt: now(),
          portal,
          validators,
          columns,
        });
      } catch {
        // Nothing is kept: the next visit reads the portal as a first one would.
      }
    },
    /**
     * Marks a kept catalog current (the portal said it has not changed), so it is not dropped as
     * old, and the next visit's "since your last visit" counts from this one.
     */
    async touch(portal: string): Promise<void> {
      if (!shelf) return;
      try {
        const value = await shelf.get(key(portal));
        if (readKeptCatalog(value, portal, now()) === null || !isRecord(value)) return;
        await shelf.set(key(portal), { ...value, savedAt: now() });
      } catch {
        // Left as it was: at worst it is read again in full once it is old.
      }
    },
    async forget(): Promise<void> {
      try {
        await shelf?.clear();
      } catch {
        // Nothing to remove where nothing can be stored.
      }
    },
  };
}

export type KeptCatalogs = ReturnType<typeof createKeptCatalogs>;

/** The shelf in this browser's IndexedDB (null where there is none, as in a test's Node). */
export function indexedDbShelf(): CatalogShelf | null {
  if (typeof indexedDB === "undefined") return null;
  const store = createStore(KEPT_DB, KEPT_STORE);
  return {
    get: (k) => get(k, store),
    set: (k, v) => set(k, v, store),
    del: (k) => del(k, store),
    clear: () => clear(store),
  };
}
