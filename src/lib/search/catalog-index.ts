import type { DatasetSummary } from "../../api/types.ts";
import { htmlToText } from "../html-text.ts";
import { nextTask } from "../next-task.ts";
import { fold } from "./fold.ts";
import { createWordIndexBuilder, type WordIndex } from "./word-index.ts";

export type SortKey = "relevance" | "updated" | "created" | "name" | "name-desc";

/** One dataset of the index; what filters read of it is in the index's columns. */
export interface IndexEntry {
  readonly dataset: DatasetSummary;
}

interface TextEntry {
  readonly name: string;
  readonly meta: string;
  readonly all: string;
}

/** A facet value; `key` is what the URL holds ("" when the portal gave none). */
export interface FacetValue {
  readonly key: string;
  readonly label: string;
}

/**
 * The fields each keystroke's pass reads, one typed array per field indexed by entry id: at 100,000
 * datasets reading them beats reading as many objects.
 */
export interface IndexColumns {
  /** Position of its organization (category) in `organizations` (`categories`). */
  readonly orgId: Int32Array;
  readonly catId: Int32Array;
  /** Position of its portal in `portals` (0 in a one-portal catalog). */
  readonly portalId: Int32Array;
  /** Milliseconds; NaN when undated. */
  readonly updated: Float64Array;
}

export interface CatalogIndex {
  readonly entries: readonly IndexEntry[];
  readonly columns: IndexColumns;
  readonly organizations: readonly FacetValue[];
  readonly categories: readonly FacetValue[];
  /** The portals the entries come from, in the order given (one value in a one-portal catalog). */
  readonly portals: readonly FacetValue[];
  /** Which entries hold a query word, built with the search strings. */
  words(): WordIndex;
  /** The same for names alone and for organization, category and slug: relevance reads them. */
  nameWords(): WordIndex;
  metaWords(): WordIndex;
  /**
   * Builds the search strings and word indexes in steps of a few milliseconds between frames, so
   * the first rows and the first keystrokes never wait for it; a search before it is done
   * finishes the rest at once.
   */
  prepareSearch(signal?: AbortSignal): Promise<void>;
  /** Whether prepareSearch has finished: a search now waits on nothing. */
  searchReady(): boolean;
  /** Positions of the entries in a sort order, built on first use. */
  order(sort: Exclude<SortKey, "relevance">): Int32Array;
  /** The description as plain text (markup stripped). */
  plain(id: number): string;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** The distinct values of a field, sorted for display ("none" last), each with its position. */
function facet(
  keys: ReadonlySet<string>,
  emptyLabel: string,
): { values: FacetValue[]; slot: Map<string, number> } {
  const values = [...keys]
    .map((key) => ({ key, label: key === "" ? emptyLabel : key }))
    .sort((a, b) => (a.key === "" ? 1 : b.key === "" ? -1 : collator.compare(a.label, b.label)));
  return { values, slot: new Map(values.map((value, i) => [value.key, i])) };
}

/** Whether this machine keeps a number's low 32 bits first (every browser's does, in practice). */
const LITTLE_ENDIAN = new Uint32Array(new Float64Array([1]).buffer)[1] === 0x3ff0_0000;

/** The radix sort's digits (see byDateSteps), least significant first: [which half, shift]. */
const DIGIT_BITS = 11;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;
const DIGITS: readonly (readonly ["low" | "high", number])[] = (["low", "high"] as const).flatMap(
  (half) => [0, DIGIT_BITS, 2 * DIGIT_BITS].map((shift) => [half, shift] as const),
);

/** Each entry's creation date in milliseconds, NaN when undated (as `columns.updated` holds theirs). */
function createdDates(entries: readonly IndexEntry[]): Float64Array {
  const dates = new Float64Array(entries.length);
  for (let id = 0; id < entries.length; id++) {
    dates[id] = (entries[id] as IndexEntry).dataset.created.ms ?? Number.NaN;
  }
  return dates;
}

/**
 * Each date's 64 bits as two unsigned halves whose order (high, then low) is newest first; no
 * date (NaN) sorts last.
 */
function dateKeys(dates: Float64Array): { low: Uint32Array; high: Uint32Array } {
  const size = dates.length;
  const sortable = new Float64Array(size);
  for (let id = 0; id < size; id++) {
    const ms = dates[id] ?? Number.NaN;
    sortable[id] = Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  }
  const words = new Uint32Array(sortable.buffer);
  const high = new Uint32Array(size);
  const low = new Uint32Array(size);
  for (let id = 0; id < size; id++) {
    const hi = words[LITTLE_ENDIAN ? 2 * id + 1 : 2 * id] ?? 0;
    const lo = words[LITTLE_ENDIAN ? 2 * id : 2 * id + 1] ?? 0;
    // A negative number's bits already grow as it falls; a positive one's grow as it rises, so
    // all but its sign bit are flipped, and the positive ones come first.
    const negative = hi >>> 31 === 1;
    high[id] = negative ? hi : (hi ^ 0x7fff_ffff) >>> 0;
    low[id] = negative ? lo : ~lo >>> 0;
  }
  return { low, high };
}

/** 0, 1, 2… below `size` (Int32Array.from(keys()) took 13 ms at 100,000, where this takes 3). */
function idsUpTo(size: number): Int32Array<ArrayBuffer> {
  const ids = new Int32Array(size);
  for (let id = 0; id < size; id++) ids[id] = id;
  return ids;
}

/**
 * One stable pass of the radix sort: `ids` into `out` by the digit of `word` at `shift`, with
 * `counts` as scratch. False (and `out` untouched) when every id has the same digit there.
 */
function radixPass(
  word: Uint32Array,
  shift: number,
  ids: Int32Array,
  out: Int32Array,
  counts: Int32Array,
): boolean {
  const size = ids.length;
  counts.fill(0);
  for (let id = 0; id < size; id++) {
    const digit = ((word[id] ?? 0) >>> shift) & DIGIT_MASK;
    counts[digit] = (counts[digit] ?? 0) + 1;
  }
  if (counts.includes(size)) return false;
  let at = 0;
  for (let digit = 0; digit < counts.length; digit++) {
    const count = counts[digit] ?? 0;
    counts[digit] = at;
    at += count;
  }
  for (let i = 0; i < size; i++) {
    const id = ids[i] ?? 0;
    const digit = ((word[id] ?? 0) >>> shift) & DIGIT_MASK;
    out[counts[digit] ?? 0] = id;
    counts[digit] = (counts[digit] ?? 0) + 1;
  }
  return true;
}

/**
 * Ids newest first (undated last), equal dates in id order: a stable radix sort on each date's
 * bits, a step per pass. At 100,000 datasets a sort with a comparator took 40 to 56 ms in one
 * task. The loops live in plain functions, which the engine optimizes while they run (it does
 * not in a generator), and a digit is eleven bits: with sixteen, the passes over 65,536 counts
 * alone cost 7 to 15 ms in a new page at 100 datasets.
 */
function* byDateSteps(dates: Float64Array): Generator<void, Int32Array> {
  const keys = dateKeys(dates);
  yield;
  let ids = idsUpTo(dates.length);
  let spare = new Int32Array(dates.length);
  const counts = new Int32Array(1 << DIGIT_BITS);
  for (const [half, shift] of DIGITS) {
    if (radixPass(keys[half], shift, ids, spare, counts)) [ids, spare] = [spare, ids];
    yield;
  }
  return ids;
}

/** What a list of steps (see indexSteps) comes to, all taken at once. */
function finish<T>(steps: Generator<void, T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

function byName(entries: readonly IndexEntry[]): Int32Array {
  const names = entries.map((e) => e.dataset.name.trim() || e.dataset.slug);
  return idsUpTo(entries.length).sort(
    (a, b) => collator.compare(names[a] ?? "", names[b] ?? "") || a - b,
  );
}

/** The description's words for search: a paragraph a long text repeats is folded once. */
function searchText(description: string): string {
  const lines = description.split("\n");
  return htmlToText(lines.length > 4 ? [...new Set(lines)].join("\n") : description);
}

/**
 * Where each dataset of a catalog across portals comes from: `of[i]` is the key (portal id) of
 * `datasets[i]`, and `portals` the portals in the order the reader knows them.
 */
export interface PortalOrigins {
  readonly of: readonly string[];
  readonly portals: readonly FacetValue[];
}

const ONE_PORTAL: readonly FacetValue[] = [{ key: "", label: "" }];

/** Datasets handled between two chances to pause, in an index built in steps. */
const PER_STEP = 500;

// The loops of the steps below are plain functions, not the generator's own: V8 optimizes a
// function while its loop runs, but not a generator, whose loops ran unoptimized on a first visit.

/** Adds the organizations and categories of a step's datasets (from `from` on) to the sets. */
function collectFacetKeys(
  datasets: readonly DatasetSummary[],
  from: number,
  owners: Set<string>,
  categories: Set<string>,
): void {
  const to = Math.min(datasets.length, from + PER_STEP);
  for (let i = from; i < to; i++) {
    owners.add(datasets[i]?.ownerName ?? "");
    categories.add(datasets[i]?.categoryName ?? "");
  }
}

/** A step's datasets (from `from` on) as entries, with their facet positions and dates in `columns`. */
function fillEntries(
  datasets: readonly DatasetSummary[],
  from: number,
  origins: PortalOrigins | undefined,
  slots: {
    readonly org: Map<string, number>;
    readonly cat: Map<string, number>;
    readonly portal: Map<string, number>;
  },
  entries: IndexEntry[],
  columns: IndexColumns,
): void {
  const to = Math.min(datasets.length, from + PER_STEP);
  for (let i = from; i < to; i++) {
    const dataset = datasets[i] as DatasetSummary;
    entries.push({ dataset });
    columns.orgId[i] = slots.org.get(dataset.ownerName ?? "") ?? 0;
    columns.catId[i] = slots.cat.get(dataset.categoryName ?? "") ?? 0;
    columns.portalId[i] = slots.portal.get(origins?.of[i] ?? "") ?? 0;
    columns.updated[i] = dataset.updated.ms ?? Number.NaN;
  }
}

/**
 * The index of a list, as a generator that yields every few hundred datasets: run through at once,
 * or in steps between frames (a catalog of 100,000 takes over 100 ms to index).
 */
function* indexSteps(
  datasets: readonly DatasetSummary[],
  origins?: PortalOrigins,
): Generator<void, CatalogIndex> {
  const portals = origins?.portals ?? ONE_PORTAL;
  const portalSlot = new Map(portals.map((portal, i) => [portal.key, i]));
  const owners = new Set<string>();
  const categories = new Set<string>();
  for (let from = 0; from < datasets.length; from += PER_STEP) {
    collectFacetKeys(datasets, from, owners, categories);
    yield;
  }
  const orgs = facet(owners, "No organization");
  const cats = facet(categories, "No category");
  const entries: IndexEntry[] = [];
  const columns: IndexColumns = {
    orgId: new Int32Array(datasets.length),
    catId: new Int32Array(datasets.length),
    portalId: new Int32Array(datasets.length),
    updated: new Float64Array(datasets.length),
  };
  const slots = { org: orgs.slot, cat: cats.slot, portal: portalSlot };
  for (let from = 0; from < datasets.length; from += PER_STEP) {
    fillEntries(datasets, from, origins, slots, entries, columns);
    yield;
  }
  const plainCache = new Map<number, string>();
  const plain = (id: number) => {
    let text = plainCache.get(id);
    if (text === undefined) {
      text = htmlToText(entries[id]?.dataset.description ?? "");
      plainCache.set(id, text);
    }
    return text;
  };
  // Search strings are folded entry by entry into three word indexes (everything, names, and
  // organization + category + slug), either in idle steps or all at once when a search needs them.
  const builders = {
    all: createWordIndexBuilder(),
    name: createWordIndexBuilder(),
    meta: createWordIndexBuilder(),
  };
  let folded = 0;
  let words: { all: WordIndex; name: WordIndex; meta: WordIndex } | null = null;
  const foldNext = () => {
    const id = folded;
    const dataset = entries[id]?.dataset;
    folded += 1;
    if (!dataset) return;
    const { name, meta, all } = searchStrings(dataset);
    builders.all.add(id, all);
    builders.name.add(id, name);
    builders.meta.add(id, meta);
  };
  const frozen: Partial<Record<keyof typeof builders, WordIndex>> = {};
  const freeze = (kind: keyof typeof builders) =>
    (frozen[kind] ??= builders[kind].build(entries.length));
  const buildWords = () => {
    while (folded < entries.length) foldNext();
    words ??= { all: freeze("all"), name: freeze("name"), meta: freeze("meta") };
    return words;
  };
  // Aborted, it stops where it is (and resolves): what was folded stays for the next call.
  const prepareSearch = (signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const step = () => {
        if (words || signal?.aborted) return resolve();
        if (folded < entries.length) {
          const until = performance.now() + STEP_MS;
          while (folded < entries.length && performance.now() < until) foldNext();
          setTimeout(step, 0);
          return;
        }
        // Each word index is packed in a task of its own: the three together took one task of
        // 35 to 55 ms at 100,000 datasets.
        const unpacked = (["all", "name", "meta"] as const).find((kind) => !frozen[kind]);
        if (unpacked) {
          freeze(unpacked);
          setTimeout(step, 0);
          return;
        }
        buildWords();
        resolve();
      };
      step();
    });
  const orders = new Map<string, Int32Array>();
  const index: CatalogIndex = {
    entries,
    columns,
    organizations: orgs.values,
    categories: cats.values,
    portals,
    plain,
    words: () => buildWords().all,
    nameWords: () => buildWords().name,
    metaWords: () => buildWords().meta,
    prepareSearch,
    searchReady: () => words !== null,
    order: (sort) => {
      let order = orders.get(sort);
      if (!order) {
        if (sort === "updated") order = finish(byDateSteps(columns.updated));
        else if (sort === "created") order = finish(byDateSteps(createdDates(entries)));
        else if (sort === "name") order = byName(entries);
        else order = byName(entries).reverse();
        orders.set(sort, order);
      }
      return order;
    },
  };
  // The default order, in steps of its own: the first query needs it.
  yield;
  orders.set("updated", yield* byDateSteps(columns.updated));
  return index;
}

/** A step of index building between frames: short enough that a keystroke waits on none. */
const STEP_MS = 8;

/** Folded search strings, each padded with spaces so " word" finds a word start. */
function searchStrings(dataset: DatasetSummary): TextEntry {
  const name = ` ${fold(dataset.name)} `;
  const meta = ` ${fold(`${dataset.ownerName ?? ""} ${dataset.categoryName ?? ""} ${dataset.slug}`)} `;
  const all = `${name}${meta}${fold(searchText(dataset.description))} `;
  // "đ" folds to "dj"; a query typed with a plain "d" ("dacke" for "đačke") should find it too.
  return { name, meta, all: all.includes("dj") ? `${all}${all.replaceAll("dj", "d")}` : all };
}

const indexes = new WeakMap<readonly DatasetSummary[], CatalogIndex>();

/**
 * The index of a list, built once per list (the query cache hands out the same array; a list
 * across portals is made once per set of lists, with `origins` saying which portal each is from).
 */
export function getCatalogIndex(
  datasets: readonly DatasetSummary[],
  origins?: PortalOrigins,
): CatalogIndex {
  let index = indexes.get(datasets);
  if (!index) {
    index = finish(indexSteps(datasets, origins));
    indexes.set(datasets, index);
  }
  return index;
}

/** The index of a list if it has been built, else null. */
export function builtCatalogIndex(datasets: readonly DatasetSummary[]): CatalogIndex | null {
  return indexes.get(datasets) ?? null;
}

/** Builds the index of a list in steps of a few milliseconds between frames (see getCatalogIndex). */
export async function buildCatalogIndex(
  datasets: readonly DatasetSummary[],
  signal: AbortSignal,
): Promise<CatalogIndex | null> {
  const built = indexes.get(datasets);
  if (built) return built;
  const steps = indexSteps(datasets);
  let until = performance.now() + STEP_MS;
  let step = steps.next();
  while (!step.done) {
    if (performance.now() > until) {
      await nextTask();
      if (signal.aborted) return null;
      until = performance.now() + STEP_MS;
    }
    step = steps.next();
  }
  indexes.set(datasets, step.value);
  return step.value;
}
