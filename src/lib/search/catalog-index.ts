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

/** Dated entries newest first, undated last; ties keep the list order. */
function byDate(
  entries: readonly IndexEntry[],
  date: (e: IndexEntry) => number | null,
): Int32Array {
  const ids = Int32Array.from(entries.keys());
  const keys = entries.map((e) => date(e) ?? Number.NEGATIVE_INFINITY);
  return ids.sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0) || a - b);
}

function byName(entries: readonly IndexEntry[]): Int32Array {
  const names = entries.map((e) => e.dataset.name.trim() || e.dataset.slug);
  return Int32Array.from(entries.keys()).sort(
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
  for (let i = 0; i < datasets.length; i++) {
    owners.add(datasets[i]?.ownerName ?? "");
    categories.add(datasets[i]?.categoryName ?? "");
    if (i % PER_STEP === PER_STEP - 1) yield;
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
  for (const [i, dataset] of datasets.entries()) {
    entries.push({ dataset });
    columns.orgId[i] = orgs.slot.get(dataset.ownerName ?? "") ?? 0;
    columns.catId[i] = cats.slot.get(dataset.categoryName ?? "") ?? 0;
    columns.portalId[i] = portalSlot.get(origins?.of[i] ?? "") ?? 0;
    columns.updated[i] = dataset.updated.ms ?? Number.NaN;
    if (i % PER_STEP === PER_STEP - 1) yield;
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
  const buildWords = () => {
    while (folded < entries.length) foldNext();
    words ??= {
      all: builders.all.build(entries.length),
      name: builders.name.build(entries.length),
      meta: builders.meta.build(entries.length),
    };
    return words;
  };
  // Aborted, it stops where it is (and resolves): what was folded stays for the next call.
  const prepareSearch = (signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const step = () => {
        if (words || signal?.aborted) return resolve();
        const until = performance.now() + STEP_MS;
        while (folded < entries.length && performance.now() < until) foldNext();
        if (folded < entries.length) setTimeout(step, 0);
        else {
          buildWords();
          resolve();
        }
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
        if (sort === "updated") order = byDate(entries, (e) => e.dataset.updated.ms);
        else if (sort === "created") order = byDate(entries, (e) => e.dataset.created.ms);
        else if (sort === "name") order = byName(entries);
        else order = byName(entries).reverse();
        orders.set(sort, order);
      }
      return order;
    },
  };
  // The default order, in a step of its own: the first query needs it.
  yield;
  index.order("updated");
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
    const steps = indexSteps(datasets, origins);
    let step = steps.next();
    while (!step.done) step = steps.next();
    index = step.value;
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
