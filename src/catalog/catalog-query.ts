import { foldWords } from "../lib/search/fold.ts";
import { intersectIds } from "../lib/search/word-index.ts";
import type { DescribedFilter, SortKey, UpdatedWithin } from "../lib/url-state.ts";
import type { CatalogIndex } from "./catalog-index.ts";
import { isBlankDescription } from "./health.ts";
import { descriptionOf } from "./held-summaries.ts";

export interface CatalogQuery {
  readonly q: string;
  readonly orgs: readonly string[];
  readonly cats: readonly string[];
  /** Portal keys, in a catalog across portals; empty means every portal. */
  readonly portals?: readonly string[];
  readonly updatedWithin: UpdatedWithin;
  /** "none": only datasets with no description to read. */
  readonly described?: DescribedFilter;
  readonly sort: SortKey;
  /** When given, only the entries it marks (1) can match: new or changed since the last visit. */
  readonly only?: Uint8Array | null;
  /**
   * How many matches are wanted in order (a page's end): the order stops there. Counts and the
   * total cover every match all the same. Every match when not given.
   */
  readonly upTo?: number;
}

export interface CatalogAnswer {
  /** Index ids of the matches in the requested order: every one, or the first `upTo`. */
  readonly ids: Int32Array;
  /** How many entries match. */
  readonly total: number;
  /** For each organization id: the matches it would show given the search and the other filters. */
  readonly orgCounts: Int32Array;
  readonly catCounts: Int32Array;
  readonly portalCounts: Int32Array;
  /** The folded query words, for highlighting. */
  readonly tokens: readonly string[];
}

const DAY_MS = 86_400_000;
const WITHIN_DAYS: Record<Exclude<UpdatedWithin, "" | "over-12m" | "unknown">, number> = {
  "7d": 7,
  "30d": 30,
  "12m": 365,
};
/** What "updated" keeps of a date (ms; NaN when undated), given the moment it counts back from. */
function dateTest(within: UpdatedWithin, now: number): ((ms: number) => boolean) | null {
  if (within === "") return null;
  // An undated entry (NaN) is within no time window, and before none either.
  if (within === "unknown") return (ms) => Number.isNaN(ms);
  if (within === "over-12m") {
    const cutoff = now - 365 * DAY_MS;
    return (ms) => ms < cutoff;
  }
  const cutoff = now - WITHIN_DAYS[within] * DAY_MS;
  return (ms) => ms >= cutoff;
}

/** The query's words, folded, without repeats or words another one contains. */
export function queryTokens(q: string): string[] {
  const words = foldWords(q).sort((a, b) => b.length - a.length);
  return words.filter((word, i) => !words.slice(0, i).some((longer) => longer.includes(word)));
}

function searchIds(index: CatalogIndex, tokens: readonly string[]): Int32Array | null {
  if (tokens.length === 0) return null;
  const words = index.words();
  return intersectIds(tokens.map((token) => words.matching(token)));
}

/** The most a query word can score (see relevanceScores). */
const BEST_WORD_SCORE = 12;

/**
 * Relevance of the matches, per word: in the name at a word start 12, elsewhere in the name 8, in
 * organization, category or slug 3, only in the description 1. Read from the word indexes, so a
 * first letter matching most of the catalog scores it with array lookups, not string searches.
 */
function relevanceScores(
  index: CatalogIndex,
  tokens: readonly string[],
  pass: Uint8Array,
  passing: Int32Array,
): Uint16Array {
  const scores = new Uint16Array(pass.length);
  const points = new Uint8Array(pass.length);
  // Awarded in rising order of points, so each award overwrites a lesser one.
  const award = (ids: Int32Array, value: number) => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] ?? 0;
      if (pass[id]) points[id] = value;
    }
  };
  for (const token of tokens) {
    for (let i = 0; i < passing.length; i++) points[passing[i] ?? 0] = 1;
    award(index.metaWords().matching(token), 3);
    award(index.nameWords().matching(token), 8);
    award(index.nameWords().starting(token), BEST_WORD_SCORE);
    for (let i = 0; i < passing.length; i++) {
      const id = passing[i] ?? 0;
      scores[id] = (scores[id] ?? 0) + (points[id] ?? 0);
    }
  }
  return scores;
}

/** A mask over a facet's values (1 = selected), or null when none is: the group filters nothing. */
function selected(values: readonly { key: string }[], keys: readonly string[]): Uint8Array | null {
  if (keys.length === 0) return null;
  const wanted = new Set(keys);
  const mask = new Uint8Array(values.length);
  values.forEach((value, id) => {
    if (wanted.has(value.key)) mask[id] = 1;
  });
  return mask;
}

/** Search, filters, counts and sort over the whole catalog; a keystroke only scans folded strings. */
export function queryCatalog(
  index: CatalogIndex,
  query: CatalogQuery,
  now = Date.now(),
): CatalogAnswer {
  const tokens = queryTokens(query.q);
  const matched = searchIds(index, tokens);
  const size = index.datasets.length;
  const { orgId, catId, portalId, updated } = index.columns;
  const orgs = selected(index.organizations, query.orgs);
  const cats = selected(index.categories, query.cats);
  const portals = selected(index.portals, query.portals ?? []);
  const only = query.only ?? null;
  const dated = dateTest(query.updatedWithin, now);
  const undescribed = query.described === "none";
  const orgCounts = new Int32Array(index.organizations.length);
  const catCounts = new Int32Array(index.categories.length);
  const portalCounts = new Int32Array(index.portals.length);
  const count = matched ? matched.length : size;
  const pass = new Uint8Array(size);
  // The ids that pass, ascending: the relevance sort visits these, not the whole catalog.
  const passingIds = new Int32Array(count);
  let passing = 0;
  for (let i = 0; i < count; i++) {
    const id = matched ? (matched[i] ?? 0) : i;
    if (dated !== null && !dated(updated[id] ?? Number.NaN)) continue;
    if (undescribed) {
      const dataset = index.datasets[id];
      if (dataset && !isBlankDescription(descriptionOf(dataset))) continue;
    }
    if (only && !only[id]) continue;
    const org = orgId[id] ?? 0;
    const cat = catId[id] ?? 0;
    const portal = portalId[id] ?? 0;
    const inOrg = orgs === null || orgs[org] === 1;
    const inCat = cats === null || cats[cat] === 1;
    const inPortal = portals === null || portals[portal] === 1;
    // Each group counts what it would show with the other groups' filters applied.
    if (inCat && inPortal) orgCounts[org] = (orgCounts[org] ?? 0) + 1;
    if (inOrg && inPortal) catCounts[cat] = (catCounts[cat] ?? 0) + 1;
    if (inOrg && inCat) portalCounts[portal] = (portalCounts[portal] ?? 0) + 1;
    if (inOrg && inCat && inPortal) {
      pass[id] = 1;
      passingIds[passing] = id;
      passing += 1;
    }
  }
  const matches = passingIds.subarray(0, passing);
  const wanted = Math.min(passing, query.upTo ?? passing);
  const ids = order(index, query.sort, tokens, pass, matches, wanted);
  return { ids, total: passing, orgCounts, catCounts, portalCounts, tokens };
}

/**
 * The first `wanted` matches in a sort order, in time linear in the catalog at worst: fixed orders
 * are precomputed, and relevance scores are small integers, so matches are bucketed by score in
 * recently-updated order. Both walk an order only until the wanted matches are found: a page of a
 * first letter's results, which most of a catalog matches, is found near the order's start.
 */
function order(
  index: CatalogIndex,
  sort: SortKey,
  tokens: readonly string[],
  pass: Uint8Array,
  passing: Int32Array,
  wanted: number,
): Int32Array {
  const out = new Int32Array(wanted);
  if (wanted === 0) return out;
  if (sort === "relevance" && tokens.length > 0) {
    // A counting sort: how many matches have each score, so each score's run starts where the
    // higher scores' end; then the matches in recently-updated order, each into its run while
    // that run is among the wanted places.
    const scores = relevanceScores(index, tokens, pass, passing);
    const top = BEST_WORD_SCORE * tokens.length;
    const counts = new Int32Array(top + 1);
    for (let i = 0; i < passing.length; i++) {
      const score = scores[passing[i] ?? 0] ?? 0;
      counts[score] = (counts[score] ?? 0) + 1;
    }
    // next[s]: where the next match scored s goes, the highest scores first.
    const next = new Int32Array(top + 1);
    let at = 0;
    for (let score = top; score >= 0; score--) {
      next[score] = at;
      at += counts[score] ?? 0;
    }
    const updated = index.order("updated");
    let placed = 0;
    for (let i = 0; i < updated.length && placed < wanted; i++) {
      const id = updated[i] ?? 0;
      if (!pass[id]) continue;
      const score = scores[id] ?? 0;
      const slot = next[score] ?? 0;
      if (slot >= wanted) continue;
      out[slot] = id;
      next[score] = slot + 1;
      placed += 1;
    }
    return out;
  }
  const sorted = index.order(sort === "relevance" ? "updated" : sort);
  let n = 0;
  for (let i = 0; i < sorted.length && n < wanted; i++) {
    const id = sorted[i] ?? 0;
    if (pass[id]) out[n++] = id;
  }
  return out;
}
