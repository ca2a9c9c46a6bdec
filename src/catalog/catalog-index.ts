import { htmlToText } from "../api/html-text.ts";
import { foldedWords } from "../lib/search/fold.ts";
import {
  createWordIndexBuilder,
  joinWordIndexes,
  type WordIndex,
} from "../lib/search/word-index.ts";
import type { FacetValue, SortKey } from "../lib/url-state.ts";
import { descriptionOf, type HeldSummary } from "./held-summaries.ts";

/**
 * The fields each query's pass reads, one typed array per field indexed by entry id: at 100,000
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
  readonly datasets: readonly HeldSummary[];
  readonly columns: IndexColumns;
  readonly organizations: readonly FacetValue[];
  readonly categories: readonly FacetValue[];
  /** The portals the entries come from, in the order given (one value in a one-portal catalog). */
  readonly portals: readonly FacetValue[];
  /** Which entries hold a query word; built on first use, with the search strings. */
  words(): WordIndex;
  /** The same for names alone and for organization, category and slug: relevance reads them. */
  nameWords(): WordIndex;
  metaWords(): WordIndex;
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

function idsUpTo(size: number): Int32Array {
  const ids = new Int32Array(size);
  for (let id = 0; id < size; id++) ids[id] = id;
  return ids;
}

/** Ids newest first, undated (NaN) last, equal dates in catalog order. */
function byDate(dates: Float64Array): Int32Array {
  const key = (id: number) => {
    const ms = dates[id] ?? Number.NaN;
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return idsUpTo(dates.length).sort((a, b) => key(b) - key(a) || a - b);
}

function byName(datasets: readonly HeldSummary[]): Int32Array {
  const names = datasets.map((dataset) => dataset.name.trim() || dataset.slug);
  return idsUpTo(datasets.length).sort(
    (a, b) => collator.compare(names[a] ?? "", names[b] ?? "") || a - b,
  );
}

/** The description's words for search: a paragraph a long text repeats is folded once. */
function searchText(description: string): string {
  const lines = description.split("\n");
  return htmlToText(lines.length > 4 ? [...new Set(lines)].join("\n") : description);
}

/** What search reads of a dataset; a summary as it arrives, or as the engine holds it. */
interface Searchable {
  readonly name: string;
  readonly slug: string;
  readonly ownerName: string | null;
  readonly categoryName: string | null;
  readonly description: string;
}

/** The word indexes of a catalog: of everything search reads, and of names and of the rest alone (relevance reads them). */
export interface SearchWords {
  readonly all: WordIndex;
  readonly name: WordIndex;
  readonly meta: WordIndex;
}

/**
 * Builds a catalog's SearchWords a dataset at a time, in the catalog's order: as a list arrives,
 * so its words are ready when it is whole, or from a catalog held whole.
 */
export function createSearchWordsBuilder() {
  const all = createWordIndexBuilder();
  const name = createWordIndexBuilder();
  const meta = createWordIndexBuilder();
  return {
    add(id: number, dataset: Searchable): void {
      const nameWords = foldedWords(dataset.name);
      const metaWords = foldedWords(
        `${dataset.ownerName ?? ""} ${dataset.categoryName ?? ""} ${dataset.slug}`,
      );
      const allWords = [
        ...nameWords,
        ...metaWords,
        ...foldedWords(searchText(dataset.description)),
      ];
      // "đ" folds to "dj"; a query typed with a plain "d" ("dacke" for "đačke") finds it too.
      for (const word of allWords.filter((word) => word.includes("dj"))) {
        allWords.push(word.replaceAll("dj", "d"));
      }
      all.add(id, allWords);
      name.add(id, nameWords);
      meta.add(id, metaWords);
    },
    build(size: number): SearchWords {
      return { all: all.build(size), name: name.build(size), meta: meta.build(size) };
    },
  };
}

/**
 * The SearchWords of catalogs end to end (across portals), answered by each one's own index: built
 * only where one of them was not yet, never a second time for the whole.
 */
export function joinedSearchWords(parts: readonly CatalogIndex[]): SearchWords {
  const joined = (pick: (index: CatalogIndex) => WordIndex) =>
    joinWordIndexes(
      parts.map((index) => ({ index: () => pick(index), size: index.datasets.length })),
    );
  return {
    all: joined((index) => index.words()),
    name: joined((index) => index.nameWords()),
    meta: joined((index) => index.metaWords()),
  };
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

/** The index of a list: facets and dates at once; search words and orders when first asked for. */
export function buildCatalogIndex(
  datasets: readonly HeldSummary[],
  origins?: PortalOrigins,
  prebuilt?: SearchWords | null,
): CatalogIndex {
  const portals = origins?.portals ?? ONE_PORTAL;
  const portalSlot = new Map(portals.map((portal, i) => [portal.key, i]));
  const owners = new Set<string>();
  const categories = new Set<string>();
  for (const dataset of datasets) {
    owners.add(dataset.ownerName ?? "");
    categories.add(dataset.categoryName ?? "");
  }
  const orgs = facet(owners, "No organization");
  const cats = facet(categories, "No category");
  const size = datasets.length;
  const columns: IndexColumns = {
    orgId: new Int32Array(size),
    catId: new Int32Array(size),
    portalId: new Int32Array(size),
    updated: new Float64Array(size),
  };
  datasets.forEach((dataset, i) => {
    columns.orgId[i] = orgs.slot.get(dataset.ownerName ?? "") ?? 0;
    columns.catId[i] = cats.slot.get(dataset.categoryName ?? "") ?? 0;
    columns.portalId[i] = portalSlot.get(origins?.of[i] ?? "") ?? 0;
    columns.updated[i] = dataset.updated.ms ?? Number.NaN;
  });
  // A page's excerpts and an export's rows read it: not kept, which at 100,000 held it twice.
  const plain = (id: number) => {
    const dataset = datasets[id];
    return dataset ? htmlToText(descriptionOf(dataset)) : "";
  };
  let words = prebuilt ?? null;
  const buildWords = () => {
    if (words) return words;
    const builder = createSearchWordsBuilder();
    datasets.forEach((dataset, id) => {
      builder.add(id, { ...dataset, description: descriptionOf(dataset) });
    });
    words = builder.build(size);
    return words;
  };
  const orders = new Map<string, Int32Array>();
  return {
    datasets,
    columns,
    organizations: orgs.values,
    categories: cats.values,
    portals,
    plain,
    words: () => buildWords().all,
    nameWords: () => buildWords().name,
    metaWords: () => buildWords().meta,
    order: (sort) => {
      let order = orders.get(sort);
      if (!order) {
        if (sort === "updated") order = byDate(columns.updated);
        else if (sort === "created")
          order = byDate(Float64Array.from(datasets, (d) => d.created.ms ?? Number.NaN));
        else if (sort === "name") order = byName(datasets);
        else order = byName(datasets).reverse();
        orders.set(sort, order);
      }
      return order;
    },
  };
}
