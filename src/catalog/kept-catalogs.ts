import { clear, createStore, delMany, get, getMany, keys, set } from "idb-keyval";
import type { Validators } from "../api/client.ts";
import { isRecord } from "../lib/is-record.ts";
import { type CatalogColumns, fromColumns, toColumns } from "./catalog-columns.ts";
import type { HeldSummary } from "./held-summaries.ts";

/**
 * Each portal's catalog as this browser keeps it between visits, written by the engine (in its
 * worker) once a list has been read whole: a head record per portal, and the catalog in pieces of
 * PIECE_SIZE datasets, each as columns (a few strings and typed arrays: catalog-columns.ts), which
 * IndexedDB copies whole. No JSON text, nothing of it on the page's thread, and the engine's
 * questions wait for one piece at most: at 100,000 datasets the whole catalog's columns and
 * IndexedDB's copy of them held the engine 0.3-1 s.
 */

/** Bump whenever a kept record's shape changes: an older record is then dropped unread. */
export const KEPT_SHAPE = "catalog-v4";
/** Kept catalogs older than this are dropped: a month-old catalog is no head start. */
export const KEPT_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
export const KEPT_DB = "open-data-explorer-catalogs";
const KEPT_STORE = "catalogs";
/** Datasets in a kept piece: at 100,000 a piece is some 5 ms of the engine's thread to write. */
export const PIECE_SIZE = 2_000;
/**
 * Pieces of a writing no head names, begun this long ago, are removed when the next writing
 * begins: a tab closed while it kept a catalog leaves them. (A younger one may be another tab's
 * writing under way.)
 */
export const ORPHAN_AFTER_MS = 60 * 60_000;

export interface KeptCatalog {
  readonly portal: string;
  readonly savedAt: number;
  readonly validators: Validators | null;
  readonly datasets: readonly HeldSummary[];
}

/** Where records go: idb-keyval's functions bound to a store, or a Map in tests. */
export interface CatalogShelf {
  get(key: string): Promise<unknown>;
  /** Every record's key. */
  keys(): Promise<string[]>;
  /** Several records in one go (one transaction): a catalog's pieces. */
  getMany(keys: readonly string[]): Promise<unknown[]>;
  set(key: string, value: unknown): Promise<void>;
  /** Removes several records in one go (one transaction). */
  delMany(keys: readonly string[]): Promise<void>;
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

/** A portal's head record: what its pieces are, and when and from what they were kept. */
interface KeptHead {
  readonly shape: typeof KEPT_SHAPE;
  readonly portal: string;
  readonly savedAt: number;
  readonly validators: Validators | null;
  /** Names this writing: every piece carries it, so pieces of two writings never mix. */
  readonly written: string;
  readonly pieces: number;
}

/** A head record this engine wrote, or null for anything else (another shape, too old, junk). */
function readHead(value: unknown, portal: string, now: number): KeptHead | null {
  if (!isRecord(value) || value.shape !== KEPT_SHAPE || value.portal !== portal) return null;
  const { savedAt, written, pieces } = value;
  if (typeof savedAt !== "number" || now - savedAt > KEPT_MAX_AGE_MS) return null;
  if (typeof written !== "string" || !Number.isSafeInteger(pieces) || (pieces as number) < 0) {
    return null;
  }
  return {
    shape: KEPT_SHAPE,
    portal,
    savedAt,
    validators: validatorsOf(value.validators),
    written,
    pieces: pieces as number,
  };
}

/** A piece of the writing `written`, as datasets; null for anything else. */
function readPiece(value: unknown, written: string): HeldSummary[] | null {
  if (!isRecord(value) || value.written !== written || !isColumns(value.columns)) return null;
  return fromColumns(value.columns);
}

/**
 * The kept catalogs on a shelf. `pause` (given to write) resolves when the next piece may be
 * written: the engine answers the page's questions in between.
 */
export function createKeptCatalogs(shelf: CatalogShelf | null, now = () => Date.now()) {
  const key = (portal: string) => `catalog:${portal}`;
  /**
   * A piece's key names its writing (when it began, and a random id): a new writing's pieces never
   * replace the kept ones'.
   */
  const pieceKey = (written: string, piece: number) => `piece:${written}:${piece}`;
  /** The writing a piece's key names; null for another record's key. */
  const writingOf = (recordKey: string) =>
    recordKey.startsWith("piece:")
      ? recordKey.slice("piece:".length, recordKey.lastIndexOf(":"))
      : null;
  /** Forgetting stops a writing under way: each writing is of one generation. */
  let generation = 0;

  /** The keys of the pieces a head names (any it can read the names of). */
  const piecesOf = (head: unknown): string[] => {
    if (!isRecord(head) || typeof head.written !== "string") return [];
    const { written } = head;
    const count = Number.isSafeInteger(head.pieces) ? (head.pieces as number) : 0;
    return Array.from({ length: count }, (_, piece) => pieceKey(written, piece));
  };
  const dropPieces = (store: CatalogShelf, head: unknown) => store.delMany(piecesOf(head));

  /** Every piece of a head's writing as datasets, or null when one is missing or damaged. */
  const readPieces = async (store: CatalogShelf, head: KeptHead) => {
    const datasets: HeldSummary[] = [];
    for (const value of await store.getMany(piecesOf(head))) {
      const part = readPiece(value, head.written);
      if (!part) return null;
      for (const dataset of part) datasets.push(dataset);
    }
    return datasets;
  };

  /** Removes the pieces of writings no head names that began ORPHAN_AFTER_MS ago or more. */
  const dropOrphans = async (store: CatalogShelf) => {
    const recordKeys = await store.keys();
    const heads = await store.getMany(recordKeys.filter((k) => k.startsWith("catalog:")));
    const named = new Set(heads.map((head) => (isRecord(head) ? head.written : null)));
    const orphans = recordKeys.filter((recordKey) => {
      const written = writingOf(recordKey);
      if (written === null || named.has(written)) return false;
      return !(now() - Number.parseInt(written, 10) < ORPHAN_AFTER_MS);
    });
    await store.delMany(orphans);
  };

  const write = async (
    store: CatalogShelf,
    { portal, validators, datasets }: Omit<KeptCatalog, "savedAt">,
    pause: () => Promise<void>,
  ): Promise<void> => {
    const mine = generation;
    await dropOrphans(store);
    const written = `${now()}-${crypto.randomUUID()}`;
    const pieces = Math.ceil(datasets.length / PIECE_SIZE);
    const head: KeptHead = { shape: KEPT_SHAPE, portal, savedAt: 0, validators, written, pieces };
    try {
      for (let piece = 0; piece < pieces; piece++) {
        await pause();
        if (generation !== mine) break;
        const part = datasets.slice(piece * PIECE_SIZE, (piece + 1) * PIECE_SIZE);
        await store.set(pieceKey(written, piece), { written, columns: toColumns(part) });
      }
    } catch {
      // Not kept (no space, no storage): the pieces written go.
      await dropPieces(store, head);
      return;
    }
    // Forgotten meanwhile: the pieces written go, a piece written as the shelf was cleared too.
    if (generation !== mine) {
      await dropPieces(store, head);
      return;
    }
    const earlier = await store.get(key(portal));
    // The new head replaces the earlier one in one write: a visit reads one writing or the other.
    await store.set(key(portal), { ...head, savedAt: now() });
    await dropPieces(store, earlier);
  };

  return {
    /** The kept catalog of a portal; one that cannot be read is removed. Never throws. */
    async read(portal: string): Promise<KeptCatalog | null> {
      if (!shelf) return null;
      try {
        const value = await shelf.get(key(portal));
        if (value === undefined) return null;
        const head = readHead(value, portal, now());
        const datasets = head ? await readPieces(shelf, head) : null;
        if (!head || !datasets) {
          await shelf.delMany([key(portal), ...piecesOf(value)]);
          return null;
        }
        return { portal, savedAt: head.savedAt, validators: head.validators, datasets };
      } catch {
        return null;
      }
    },
    /**
     * Keeps a catalog read whole, a piece at a time (see `pause`). A failed write (no space, no
     * storage) only means none is kept. Never throws.
     */
    async write(catalog: Omit<KeptCatalog, "savedAt">, pause: () => Promise<void>): Promise<void> {
      if (!shelf) return;
      await write(shelf, catalog, pause).catch(() => undefined);
    },
    /**
     * Marks a kept catalog current (the portal said it has not changed), so it is not dropped as
     * old, and the next visit's "since your last visit" counts from this one.
     */
    async touch(portal: string): Promise<void> {
      if (!shelf) return;
      try {
        const head = readHead(await shelf.get(key(portal)), portal, now());
        if (head) await shelf.set(key(portal), { ...head, savedAt: now() });
      } catch {
        // Left as it was: at worst it is read again in full once it is old.
      }
    },
    /** Forgets every kept catalog, and any being written (it stops at its next piece). */
    async forget(): Promise<void> {
      generation += 1;
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
    keys: async () => (await keys(store)).filter((k) => typeof k === "string"),
    getMany: (wanted) => getMany([...wanted], store),
    set: (k, v) => set(k, v, store),
    delMany: (gone) => delMany([...gone], store),
    clear: () => clear(store),
  };
}
