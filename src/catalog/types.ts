import type { ApiErrorInit } from "../api/api-error.ts";
import type { Validators } from "../api/client.ts";
import type { ListProgress } from "../api/datasets.ts";
import type { Portal } from "../api/portal.ts";
import type { DatasetSummary, ListedDataset } from "../api/types.ts";
import type { Marks } from "../lib/search/highlight.ts";
import type { CatalogState, FacetValue, SortKey } from "../lib/url-state.ts";
import type { ExportHeaders } from "./export-file.ts";
import type { ListHealth } from "./health.ts";

/**
 * What the page holds of a portal's catalog (the datasets stay in the engine): enough to ask the
 * engine about it, to revalidate it, and to say how far it has come.
 */
export interface CatalogHandle {
  readonly portal: string;
  /** Grows whenever the engine's catalog of this portal changes: results are asked per version. */
  readonly version: number;
  readonly count: number;
  /** For the next conditional read; null for a paged list, which cannot be asked so. */
  readonly validators: Validators | null;
  /** The first datasets of a list still arriving, not the whole catalog. */
  readonly arriving: boolean;
  /** When this browser kept it; null for a catalog read in this visit. */
  readonly keptAt: number | null;
}

export type Change = "new" | "changed";

/** Whether a list query's data is the first datasets of a list still arriving. */
export function isArrivingCatalog(data: unknown): boolean {
  return typeof data === "object" && data !== null && "arriving" in data && data.arriving === true;
}

/** The page's question: the URL's state with the sort in effect, and the page's size. */
export interface ResultsQuery extends Omit<CatalogState, "sort"> {
  readonly sort: SortKey;
  readonly pageSize: number;
  /** Across portals: results name their portal, with a Portal facet (even with one answered). */
  readonly acrossPortals: boolean;
  /** The moment "updated within" counts back from. */
  readonly now: number;
}

/**
 * The question texts are asked ahead from: its sort as the URL gives it, since an unset one ("")
 * follows each text (relevance while searching, else newest first).
 */
export interface AheadQuery extends Omit<ResultsQuery, "sort"> {
  readonly sort: CatalogState["sort"];
  /** Texts one key away whose answers the page holds already: not worked out again. */
  readonly held?: readonly string[];
}

/** Where the search words are in the texts a row shows (none for the labels of a missing one). */
export interface RowMarks {
  /** In the name, or the slug when it has none. */
  readonly name: Marks;
  readonly owner: Marks;
  readonly category: Marks;
  readonly excerpt: Marks;
}

export interface ResultRow {
  readonly dataset: ListedDataset;
  /** The description as a short plain text (markup stripped). */
  readonly excerpt: string;
  readonly portal: string;
  readonly change: Change | null;
  /** Found here, where the engine's code is warm, so the page's keystroke only slices texts. */
  readonly marks: RowMarks;
}

/** What changed since the last visit in the portals asked about (the names of removed ones). */
export interface ChangeSummary {
  readonly at: number;
  readonly added: number;
  readonly changed: number;
  readonly removed: readonly string[];
}

export interface ResultsPage {
  /** The search text these results answer (a newer one may be typed already). */
  readonly q: string;
  readonly total: number;
  /** The page shown (the one asked for, or the last there is). */
  readonly page: number;
  readonly pageCount: number;
  readonly rows: readonly ResultRow[];
  readonly organizations: readonly FacetValue[];
  readonly categories: readonly FacetValue[];
  readonly portals: readonly FacetValue[];
  /** For each value of a group: the matches it would show given the search and other filters. */
  readonly orgCounts: Int32Array;
  readonly catCounts: Int32Array;
  readonly portalCounts: Int32Array;
  /** Null on a first visit, or when no portal asked about was kept from the last one. */
  readonly changes: ChangeSummary | null;
  /** Whether the engine holds the files' formats of every dataset of every portal asked about. */
  readonly formatsKnown: boolean;
  /** Whether a catalog they were answered from was still arriving: the count is "so far". */
  readonly arriving: boolean;
  /** The formats of the files of those portals it holds them for, sorted ("" first: none given). */
  readonly knownFormats: readonly string[];
}

/** One matching dataset, in the order shown: which it is, without its description. */
export interface MatchingDataset {
  readonly portal: string;
  readonly slug: string;
  readonly name: string;
  readonly ownerName: string | null;
}

/** How an export is written: its format, the CSV's headers, and the explorer's own address. */
export interface ExportFile {
  readonly format: "csv" | "json";
  /** In the reader's language (the page's messages); JSON keeps its keys. */
  readonly headers: ExportHeaders;
  /** The explorer's origin and each portal's route in it (by id): the links to dataset pages. */
  readonly origin: string;
  readonly routes: Readonly<Record<string, string>>;
}

/** Told while a list is read: how far it has come, and its first datasets when they can show. */
export interface ListListener {
  progress(progress: ListProgress): void;
  /** With the answer to the reading's first question (ListStart.firstQuestion), if it had one. */
  arrived(handle: CatalogHandle, firstPage: ResultsPage | null): void;
}

export interface ListStart {
  /**
   * This reading of the list, named by the page: its cancel says which reading it stops, so a
   * cancelled one's late cancel never stops the reading that replaced it.
   */
  readonly read: string;
  readonly portal: Portal;
  /** The catalog shown: asked for conditionally, so an unchanged one costs a 304. */
  readonly validators: Validators | null;
  /** Nothing of this portal is on screen: show the first datasets while the rest arrive. */
  readonly showArriving: boolean;
  /** The question the page will ask first: answered with the first datasets (see arrived). */
  readonly firstQuestion?: ResultsQuery;
}

/** A reading's end: the catalog read, or `null` when the portal said it is unchanged (304). */
export type ListEnd =
  | { readonly ok: true; readonly handle: CatalogHandle | null }
  | { readonly ok: false; readonly error: Omit<ApiErrorInit, "cause"> };

/** The engine's calls, as the page makes them (through the worker, or in this thread in tests). */
export interface CatalogEngineCalls {
  /**
   * Reads a portal's list: the engine asks the portal for it and reads its answer as it arrives,
   * fetching any further pages, and tells `listener` how far it has come.
   */
  readList(start: ListStart, listener: ListListener): Promise<ListEnd>;
  cancelList(read: string): Promise<void>;
  results(scope: readonly Portal[], query: ResultsQuery): Promise<ResultsPage>;
  /**
   * Answers ahead the texts one key after the query's (see next-keys.ts), the letters that most
   * often follow its last word first, handing over each answer with every text that reads the
   * same, until all are handed over or the page asks anything else (the reader typed on).
   */
  askAhead(
    scope: readonly Portal[],
    query: AheadQuery,
    hand: (texts: readonly string[], page: ResultsPage) => void,
  ): Promise<void>;
  /**
   * Stops asking ahead: the text it asked from is gone (typed on, or left). Keeping waits as for
   * any question: the reader is at work.
   */
  stopAskingAhead(): Promise<void>;
  /**
   * Lets a portal's catalog go (its indexes, words and answers): no page has shown it for a while.
   * What is kept of it in this browser stays; a list under way is not stopped.
   */
  release(portal: string): Promise<void>;
  /** Every match of the query (the health page reads each one's page). */
  matchingDatasets(scope: readonly Portal[], query: ResultsQuery): Promise<MatchingDataset[]>;
  /** Every match of the query as a file to download, written here (see export-file.ts). */
  exportFile(scope: readonly Portal[], query: ResultsQuery, file: ExportFile): Promise<Blob>;
  summary(portal: string, slug: string): Promise<DatasetSummary | null>;
  /** What the list tells of these portals' health (null when none of their catalogs is held). */
  health(scope: readonly Portal[], acrossPortals: boolean, now: number): Promise<ListHealth | null>;
  /**
   * The file formats of a portal's datasets, as its health page read them: what the catalog's
   * format filter answers from (datasets it holds no formats for have none).
   */
  holdFormats(
    portal: string,
    formats: readonly (readonly [string, readonly string[]])[],
  ): Promise<void>;
  /** Reads the kept catalogs of these portals: the base of "since your last visit". */
  restore(portals: readonly string[]): Promise<CatalogHandle[]>;
  forget(): Promise<void>;
}
