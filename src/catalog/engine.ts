import { isApiError } from "../api/api-error.ts";
import { apiUrl, type PortalResponse, portalRequest } from "../api/client.ts";
import { afterQueuedMessages } from "../api/next-task.ts";
import type { Portal } from "../api/portal.ts";
import { LIST_PATH } from "../api/portal-paths.ts";
import type { DatasetSummary, ListedDataset } from "../api/types.ts";
import { paths } from "../lib/app-paths.ts";
import { excerpt } from "../lib/search/excerpt.ts";
import { typedWord } from "../lib/search/fold.ts";
import { createMarker, NO_MARKS } from "../lib/search/highlight.ts";
import { nextTexts } from "../lib/search/next-keys.ts";
import { effectiveSort } from "../lib/url-state.ts";
import { type CatalogChanges, diffCatalogs, NO_CHANGES } from "./catalog-diff.ts";
import {
  buildCatalogIndex,
  type CatalogIndex,
  joinedSearchWords,
  type SearchWords,
} from "./catalog-index.ts";
import { queryCatalog } from "./catalog-query.ts";
import { datasetsToCsv, datasetsToJson, toExported } from "./export-file.ts";
import { listHealth } from "./health.ts";
import { asListed, asSummary, type HeldSummary, holdSummaries } from "./held-summaries.ts";
import type { KeptCatalog, KeptCatalogs } from "./kept-catalogs.ts";
import { type ListLoad, startListLoad } from "./list-load.ts";
import type {
  CatalogEngineCalls,
  CatalogHandle,
  Change,
  ChangeSummary,
  ListEnd,
  MatchingDataset,
  ResultsPage,
  ResultsQuery,
  RowMarks,
} from "./types.ts";

/** A row's marks without search words. */
const UNMARKED: RowMarks = {
  name: NO_MARKS,
  owner: NO_MARKS,
  category: NO_MARKS,
  excerpt: NO_MARKS,
};

/** A portal's catalog as the engine holds it; its index is built when first asked about. */
interface Held {
  readonly handle: CatalogHandle;
  readonly datasets: readonly HeldSummary[];
  /** Its search words, when they were indexed as the list arrived. */
  readonly words: SearchWords | null;
  index: CatalogIndex | null;
}

/**
 * One reading of a portal's list: its request, then, once the answer's Content-Type is known, the
 * load that reads its body. Aborting stops both.
 */
interface Reading {
  readonly portal: string;
  readonly controller: AbortController;
  load: ListLoad | null;
}

/** The catalog kept from the last visit: what "since your last visit" compares with. */
interface Baseline {
  readonly at: number;
  readonly datasets: readonly HeldSummary[];
}

/** The index a question is answered from, and the portal of each of its entries. */
interface Scope {
  readonly index: CatalogIndex;
  readonly portalIdAt: (id: number) => string;
  readonly portals: readonly string[];
}

export interface EngineOptions {
  readonly kept: KeptCatalogs;
  /** Runs work the engine does ahead of questions (the search words of a new index). */
  readonly later?: (work: () => void) => void;
  /** How long the page's questions pause before a catalog read whole is kept. */
  readonly keepWhenQuietMs?: number;
}

/**
 * A catalog read whole is kept once the page has asked nothing for this long, a piece at a time
 * (kept-catalogs.ts), and each piece waits for such a pause again: a reader who types holds the
 * keeping back, never the other way round. Kept at once and whole, at 100,000 datasets it held
 * this thread 0.3-1 s right when the list was whole and the page asked ahead the first letters a
 * reader may type (bench/README.md).
 */
const KEEP_WHEN_QUIET_MS = 1000;

/**
 * How many letters are answered ahead within a word, the likeliest first: the letter typed next is
 * nearly always among them, and at 100,000 datasets each answer is a few milliseconds of this
 * thread and a message the page must read while the reader types. (A word's first letter is any:
 * every one is asked, while the reader looks before typing.)
 */
const AHEAD_LETTERS = 12;

/**
 * The catalog engine: for each portal it reads the list as its bytes arrive, normalises and
 * indexes it, answers the page's questions (a page of results, facet counts, changes since the
 * last visit, export rows, All portals over every catalog it holds) and keeps each catalog in
 * IndexedDB. Plain TypeScript: the worker (catalog.worker.ts) only exposes it.
 */
export function createCatalogEngine({
  kept,
  later = (work) => setTimeout(work, 0),
  keepWhenQuietMs = KEEP_WHEN_QUIET_MS,
}: EngineOptions): CatalogEngineCalls {
  const catalogs = new Map<string, Held>();
  /** The readings under way, by their name (ListStart.read); one per portal at most. */
  const loads = new Map<string, Reading>();
  const baselines = new Map<string, Baseline>();
  const diffs = new Map<string, { version: number; changes: CatalogChanges }>();
  let combined: { key: string; scope: Scope } | null = null;
  /** Each portal's datasets' file formats, by slug, once its health page has read them. */
  const formats = new Map<string, Map<string, readonly string[]>>();
  /**
   * Whether a portal's held formats cover every dataset of its catalog (a read of the files that
   * was stopped, or a catalog that has grown since, leaves some unknown): worked out once per
   * catalog version and formats held.
   */
  const coverage = new Map<
    string,
    { version: number; of: ReadonlyMap<string, unknown>; all: boolean }
  >();
  const formatsCoverCatalog = (portal: string): boolean => {
    const own = formats.get(portal);
    const held = catalogs.get(portal);
    if (!own || !held) return false;
    const known = coverage.get(portal);
    if (known?.version === held.handle.version && known.of === own) return known.all;
    const all = held.datasets.every((dataset) => own.has(dataset.slug));
    coverage.set(portal, { version: held.handle.version, of: own, all });
    return all;
  };
  /** Every format among each portal's datasets: what the catalog's format filter offers. */
  const formatLists = new Map<string, ReadonlySet<string>>();
  const knownFormatsOf = (portals: readonly string[]): string[] => {
    const known = new Set<string>();
    for (const portal of portals)
      for (const format of formatLists.get(portal) ?? []) known.add(format);
    return [...known].sort();
  };
  let version = 0;
  /** The page's turns (each question, each stop): asking ahead stops when another one comes. */
  let turn = 0;
  /** When the page last asked (see KEEP_WHEN_QUIET_MS); catalogs read whole wait, by portal. */
  let askedAt = Number.NEGATIVE_INFINITY;
  const toKeep = new Map<string, Omit<KeptCatalog, "savedAt">>();
  let keeping = false;
  /** Resolves once the page has asked nothing for keepWhenQuietMs (its queued questions first). */
  const quiet = async () => {
    for (;;) {
      await afterQueuedMessages();
      const wait = askedAt + keepWhenQuietMs - performance.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  /** Keeps the catalogs read whole, one piece at a time while the page is quiet. */
  const keepWhenQuiet = async () => {
    if (keeping) return;
    keeping = true;
    for (let next = toKeep.values().next(); !next.done; next = toKeep.values().next()) {
      toKeep.delete(next.value.portal);
      await kept.write(next.value, quiet);
    }
    keeping = false;
  };
  /** A question of the page's: it takes its turn (see askAhead), and keeping waits. */
  const takeTurn = () => {
    turn += 1;
    askedAt = performance.now();
  };

  const hold = (
    portal: string,
    datasets: readonly HeldSummary[],
    facts: Pick<CatalogHandle, "validators" | "arriving" | "keptAt">,
    words: SearchWords | null = null,
  ): CatalogHandle => {
    version += 1;
    const handle: CatalogHandle = { portal, version, count: datasets.length, ...facts };
    catalogs.set(portal, { handle, datasets, words, index: null });
    return handle;
  };

  const indexOf = (held: Held): CatalogIndex => {
    if (!held.index) {
      const index = buildCatalogIndex(held.datasets, undefined, held.words);
      held.index = index;
      // The first results need no search words; the first keystroke will. (Not for the first
      // datasets of a list still arriving: the whole list's reading would wait for them.)
      if (!held.handle.arriving && !held.words) later(() => index.words());
    }
    return held.index;
  };

  const scopeOf = (scope: readonly Portal[], across: boolean): Scope | null => {
    const present = scope.filter((portal) => catalogs.has(portal.id));
    if (present.length === 0) return null;
    const only = across ? undefined : present[0];
    if (only) {
      const held = catalogs.get(only.id) as Held;
      return { index: indexOf(held), portalIdAt: () => only.id, portals: [only.id] };
    }
    const key = present.map((p) => `${p.id}@${catalogs.get(p.id)?.handle.version}`).join(" ");
    if (combined?.key === key) return combined.scope;
    const datasets: HeldSummary[] = [];
    const of: string[] = [];
    const parts: CatalogIndex[] = [];
    for (const portal of present) {
      const held = catalogs.get(portal.id) as Held;
      parts.push(indexOf(held));
      for (const dataset of held.datasets) {
        datasets.push(dataset);
        of.push(portal.id);
      }
    }
    const portals = present.map((portal) => ({ key: portal.id, label: portal.name }));
    // Searched through each portal's own words: those indexed as its list arrived, else built
    // when first asked (or sooner, by indexOf's later()).
    const index = buildCatalogIndex(datasets, { of, portals }, joinedSearchWords(parts));
    const built = {
      index,
      portalIdAt: (id: number) => of[id] ?? "",
      portals: present.map((p) => p.id),
    };
    combined = { key, scope: built };
    return built;
  };

  const changesOf = (portal: string): CatalogChanges | null => {
    const baseline = baselines.get(portal);
    const held = catalogs.get(portal);
    if (!baseline || !held) return null;
    if (held.handle.arriving) return NO_CHANGES;
    const cached = diffs.get(portal);
    if (cached?.version === held.handle.version) return cached.changes;
    const changes = diffCatalogs(baseline.datasets, held.datasets);
    diffs.set(portal, { version: held.handle.version, changes });
    return changes;
  };

  const changeOf = (scope: Scope, id: number): Change | null => {
    const slug = scope.index.datasets[id]?.slug;
    const changes = changesOf(scope.portalIdAt(id));
    if (!slug || !changes) return null;
    if (changes.added.has(slug)) return "new";
    return changes.changed.has(slug) ? "changed" : null;
  };

  const summaryOf = (scope: Scope): ChangeSummary | null => {
    let at: number | null = null;
    let added = 0;
    let changed = 0;
    const removed: string[] = [];
    for (const portal of scope.portals) {
      const changes = changesOf(portal);
      const baseline = baselines.get(portal);
      if (!changes || !baseline) continue;
      at = Math.max(at ?? 0, baseline.at);
      added += changes.added.size;
      changed += changes.changed.size;
      for (const dataset of changes.removed) removed.push(dataset.name || dataset.slug);
    }
    return at === null ? null : { at, added, changed, removed };
  };

  /** The matches of a question; `upTo` as in CatalogQuery (a page's end), else every match. */
  const answer = (scope: Scope, query: ResultsQuery, upTo?: number) => {
    let only: Uint8Array | null = null;
    const noFiles = query.files === "none";
    if (query.formats.length > 0 || noFiles) {
      // A dataset passes with a file of any format asked for (and, asked for datasets with no
      // files, with none); one whose files are unknown, not.
      const wanted = new Set(query.formats);
      only = new Uint8Array(scope.index.datasets.length);
      for (let id = 0; id < only.length; id++) {
        const slug = scope.index.datasets[id]?.slug ?? "";
        const own = formats.get(scope.portalIdAt(id))?.get(slug);
        if (own === undefined) continue;
        const byFormat = wanted.size === 0 || own.some((format) => wanted.has(format));
        if (byFormat && (!noFiles || own.length === 0)) only[id] = 1;
      }
    }
    // A filter to changes means nothing where no catalog was kept from the last visit.
    if (query.changes !== "" && summaryOf(scope) !== null) {
      const byFormat = only;
      only = new Uint8Array(scope.index.datasets.length);
      for (let id = 0; id < only.length; id++) {
        const change = changeOf(scope, id);
        if (byFormat && !byFormat[id]) continue;
        if (change !== null && (query.changes === "any" || change === query.changes)) only[id] = 1;
      }
    }
    return queryCatalog(scope.index, { ...query, only, upTo }, query.now);
  };

  const mark = createMarker();
  /** Where a row's texts hold the search words. */
  const marksOf = (
    dataset: ListedDataset,
    shortText: string,
    tokens: readonly string[],
  ): RowMarks => {
    if (tokens.length === 0) return UNMARKED;
    const { name, slug, ownerName, categoryName } = dataset;
    return {
      name: mark(name || slug, tokens),
      owner: ownerName === null ? NO_MARKS : mark(ownerName, tokens),
      category: categoryName === null ? NO_MARKS : mark(categoryName, tokens),
      excerpt: mark(shortText, tokens),
    };
  };

  /** A page of results with its counts, as the page shows it. */
  const pageOf = (scope: Scope | null, query: ResultsQuery): ResultsPage => {
    const empty = new Int32Array(0);
    if (!scope) {
      return {
        q: query.q,
        total: 0,
        page: 1,
        pageCount: 1,
        rows: [],
        organizations: [],
        categories: [],
        portals: [],
        orgCounts: empty,
        catCounts: empty,
        portalCounts: empty,
        changes: null,
        formatsKnown: false,
        arriving: false,
        knownFormats: [],
      };
    }
    // Ordered only up to the page asked for: a later page is clamped to the last one, which
    // every match then covers.
    const found = answer(scope, query, Math.max(1, query.page) * query.pageSize);
    const { total } = found;
    const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
    const page = Math.min(Math.max(1, query.page), pageCount);
    const start = (page - 1) * query.pageSize;
    const rows = Array.from(found.ids.subarray(start, start + query.pageSize), (id) => {
      const dataset = asListed(scope.index.datasets[id] as HeldSummary);
      const shortText = excerpt(scope.index.plain(id));
      return {
        dataset,
        excerpt: shortText,
        portal: scope.portalIdAt(id),
        change: changeOf(scope, id),
        marks: marksOf(dataset, shortText, found.tokens),
      };
    });
    const { index } = scope;
    return {
      q: query.q,
      total,
      page,
      pageCount,
      rows,
      organizations: index.organizations,
      categories: index.categories,
      portals: index.portals,
      orgCounts: found.orgCounts,
      catCounts: found.catCounts,
      portalCounts: found.portalCounts,
      changes: summaryOf(scope),
      formatsKnown: scope.portals.every(formatsCoverCatalog),
      arriving: scope.portals.some((portal) => catalogs.get(portal)?.handle.arriving === true),
      knownFormats: knownFormatsOf(scope.portals),
    };
  };

  const calls: CatalogEngineCalls = {
    async readList(start, listener): Promise<ListEnd> {
      const portal = start.portal.id;
      // A new reading of a portal replaces the one under way.
      for (const [read, other] of loads) {
        if (other.portal !== portal) continue;
        other.controller.abort();
        loads.delete(read);
      }
      const reading: Reading = { portal, controller: new AbortController(), load: null };
      loads.set(start.read, reading);
      const url = apiUrl(start.portal, LIST_PATH);
      const aborted: ListEnd = { ok: false, error: { kind: "aborted", method: "GET", url } };
      // The first datasets of a list still arriving, shown with the answer to the page's first
      // question (the first page comes with them: the page shows it without asking).
      const showArriving = (datasets: readonly DatasetSummary[]) => {
        const handle = hold(portal, holdSummaries(datasets), {
          validators: null,
          arriving: true,
          keptAt: null,
        });
        const { firstQuestion } = start;
        // Not a question of the page's: asking ahead, if under way for another portal, goes on.
        const page = firstQuestion
          ? pageOf(scopeOf([start.portal], firstQuestion.acrossPortals), firstQuestion)
          : null;
        void Promise.resolve(page).then((first) => listener.arrived(handle, first));
      };
      const begin = (contentType: string): ListLoad => {
        const { signal } = reading.controller;
        reading.load = startListLoad(start, contentType, signal, listener, showArriving);
        return reading.load;
      };
      let response: PortalResponse | null = null;
      try {
        response = await portalRequest(start.portal, LIST_PATH, {
          signal: reading.controller.signal,
          validators: start.validators,
          // The body is read here as it arrives: scanned, normalised and indexed piece by piece.
          giveBody: (contentType) => (body) => begin(contentType).readBody(body, url),
        });
        if (response.status === 304) {
          if (!start.validators)
            throw new Error("the portal answered 304 to an unconditional read");
          await kept.touch(portal);
          return { ok: true, handle: null };
        }
        // A 2xx without a body (a 204) was given to no load: its reading ends with "empty".
        const load = reading.load ?? begin(response.contentType);
        const list = await load.end(response);
        const datasets = holdSummaries(list.datasets);
        // Cancelled or replaced while it ended: what it read is cut short and must not be held.
        if (loads.get(start.read) !== reading) return aborted;
        const handle = hold(
          portal,
          datasets,
          { validators: list.validators, arriving: false, keptAt: null },
          list.words,
        );
        // The page asks about a catalog as soon as it is whole: its quiet is counted from now.
        askedAt = performance.now();
        toKeep.set(portal, { portal, validators: list.validators, datasets });
        void keepWhenQuiet();
        return { ok: true, handle };
      } catch (error) {
        // Cancelled or replaced meanwhile: what broke off is the cancel, not the portal.
        if (loads.get(start.read) !== reading) return aborted;
        if (isApiError(error)) return { ok: false, error: error.facts };
        const detail = ` ${error instanceof Error ? error.message : String(error)}`;
        // No answer: the request failed; an answer that could not be read: its shape.
        const kind = response === null ? "network" : "bad-shape";
        return { ok: false, error: { kind, method: "GET", url, detail } };
      } finally {
        if (loads.get(start.read) === reading) loads.delete(start.read);
      }
    },

    async cancelList(read) {
      loads.get(read)?.controller.abort();
      loads.delete(read);
    },

    async results(scopePortals, query): Promise<ResultsPage> {
      takeTurn();
      return pageOf(scopeOf(scopePortals, query.acrossPortals), query);
    },

    async askAhead(scopePortals, query, hand) {
      takeTurn();
      const asking = turn;
      const first = scopeOf(scopePortals, query.acrossPortals);
      if (!first) return;
      const word = typedWord(query.q);
      const words = first.index.words();
      // A word's first letter is ranked by the names' words: a reader types what names read, where
      // the commonest starts of all words are descriptions' small words ("i", "o", "a"). Then the
      // letters only other words start with.
      const letters =
        word === ""
          ? [...new Set(first.index.nameWords().nextLetters("") + words.nextLetters(""))].join("")
          : words.nextLetters(word);
      // A space ("") reads as the text already answered, which the page holds; a letter no word
      // continues with would find nothing, and is left to be asked when typed.
      const rank = (letter: string) => letters.indexOf(letter);
      const { held: heldTexts, ...asked } = query;
      const held = new Set(heldTexts);
      const groups = nextTexts(query.q)
        .filter((group) => group.letter !== "" && rank(group.letter) !== -1)
        .filter((group) => !group.texts.some((text) => held.has(text)))
        .sort((a, b) => rank(a.letter) - rank(b.letter))
        .slice(0, word === "" ? undefined : AHEAD_LETTERS);
      for (const { texts } of groups) {
        // A page's question that came meanwhile is taken first (a message, not a timer: timers
        // set one from another wait 4 ms each after the fifth).
        await afterQueuedMessages();
        // Any question since is the reader's (a key whose answer was not here, or the next
        // text's asking ahead): these texts are no longer one key away.
        if (asking !== turn) return;
        const scope = scopeOf(scopePortals, query.acrossPortals);
        const [text] = texts;
        if (!scope || text === undefined) return;
        hand(
          texts,
          pageOf(scope, { ...asked, q: text, sort: effectiveSort({ ...asked, q: text }) }),
        );
        // Answering ahead is the page's question still: keeping waits until it is done too.
        askedAt = performance.now();
      }
    },

    async stopAskingAhead() {
      // The reader typed on: keeping waits as for a question, though the key's answer was held.
      takeTurn();
    },

    async exportFile(scopePortals, query, { format, headers, origin, routes }): Promise<Blob> {
      const scope = scopeOf(scopePortals, query.acrossPortals);
      const names = new Map(scopePortals.map((portal) => [portal.id, portal.name]));
      const exportedOf = ({ index, portalIdAt }: Scope, id: number) => {
        const dataset = asSummary(index.datasets[id] as HeldSummary);
        const portal = portalIdAt(id);
        const route = routes[portal];
        const pageUrl =
          route !== undefined && dataset.slug
            ? new URL(paths.dataset({ route }, dataset.slug), origin).href
            : null;
        const portalName = query.acrossPortals ? (names.get(portal) ?? portal) : undefined;
        return toExported(dataset, index.plain(id), pageUrl, portalName);
      };
      const ids = scope ? answer(scope, query).ids : new Int32Array(0);
      const rows = {
        count: ids.length,
        between: (from: number, to: number) =>
          scope ? Array.from(ids.subarray(from, to), (id) => exportedOf(scope, id)) : [],
      };
      // Written a piece at a time: see export-file.ts.
      return format === "csv"
        ? datasetsToCsv(rows, headers, query.acrossPortals)
        : datasetsToJson(rows);
    },

    async matchingDatasets(scopePortals, query): Promise<MatchingDataset[]> {
      const scope = scopeOf(scopePortals, query.acrossPortals);
      if (!scope) return [];
      return Array.from(answer(scope, query).ids, (id) => {
        const { slug, name, ownerName } = scope.index.datasets[id] as HeldSummary;
        return { portal: scope.portalIdAt(id), slug, name, ownerName };
      });
    },

    async summary(portal, slug) {
      if (slug === "") return null;
      const held = catalogs.get(portal)?.datasets.find((dataset) => dataset.slug === slug);
      return held ? asSummary(held) : null;
    },

    async health(scopePortals, acrossPortals, now) {
      const scope = scopeOf(scopePortals, acrossPortals);
      return scope ? listHealth(scope.index, scope.portalIdAt, now) : null;
    },

    async holdFormats(portal, entries) {
      formats.set(portal, new Map(entries));
      const seen = new Set<string>();
      for (const [, own] of entries) for (const format of own) seen.add(format);
      formatLists.set(portal, seen);
    },

    async restore(portals) {
      const handles: CatalogHandle[] = [];
      for (const portal of portals) {
        const catalog = await kept.read(portal);
        if (!catalog || catalogs.has(portal)) continue;
        const { datasets } = catalog;
        baselines.set(portal, { at: catalog.savedAt, datasets });
        handles.push(
          hold(portal, datasets, {
            validators: catalog.validators,
            arriving: false,
            keptAt: catalog.savedAt,
          }),
        );
      }
      return handles;
    },

    async release(portal) {
      if ([...loads.values()].some((reading) => reading.portal === portal)) return;
      // The baseline of the last visit stays: it is what "since your last visit" compares the
      // next reading with, and a restored catalog can be let go before its portal is opened.
      // The formats stay too: the kept ones are handed over once a visit.
      catalogs.delete(portal);
      diffs.delete(portal);
      coverage.delete(portal);
      if (combined?.scope.portals.includes(portal)) combined = null;
    },

    async forget() {
      // What waited to be kept is forgotten too.
      toKeep.clear();
      await kept.forget();
    },
  };
  return calls;
}
