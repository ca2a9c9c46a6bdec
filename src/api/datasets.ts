import { LIST_PATH } from "../lib/portal-paths.ts";
import {
  apiUrl,
  getJson,
  getJsonAnswer,
  type PortalRequestInit,
  UNCHANGED,
  type Validators,
} from "./client.ts";
import { createListStream, type ListStream } from "./list-stream.ts";
import { createSummaryReader, normalizeSummaries } from "./normalize-dataset.ts";
import { type ListPage, readListPage } from "./normalize-list.ts";
import type { Portal } from "./portal.ts";
import type { DatasetSummary } from "./types.ts";

/** A portal that pages forever (or a bug that loops) must not hang the catalog. */
export const MAX_PAGES = 1000;

function apiPathOf(portal: Portal): string {
  return new URL(portal.api).pathname;
}

function stripPrefix(pathname: string, prefixes: readonly string[]): string | null {
  for (const prefix of prefixes) {
    if (prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return pathname.slice(prefix.length) || "/";
    }
  }
  return null;
}

/**
 * Maps a paging link onto a path below the portal's API. Eve writes it relative to the API root
 * ("resources?page=2"), others as an absolute path or a full URL of the real deployment (perhaps
 * under an internal host name); all of them are fetched through the portal's same-origin path.
 * A link that leaves the portal's API is not followed.
 */
export function resolveNextPath(portal: Portal, href: string, currentPath: string): string | null {
  const text = href.trim();
  if (text === "") return null;
  const apiPath = apiPathOf(portal);
  let base = `${portal.api}/`;
  if (text.startsWith("?")) base = `${portal.api}${currentPath}`;
  else if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(text) && text.startsWith(`${apiPath.slice(1)}/`)) {
    base = `${portal.origin}/`;
  }
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const path = stripPrefix(url.pathname, [apiPath, portal.localApi]);
  return path === null ? null : `${path}${url.search}`;
}

/** Pages asked for at once when a portal numbers its pages and says how many datasets it has. */
export const PARALLEL_PAGES = 6;

/**
 * How far reading the list has come: datasets received, of the total the portal gave, for a paged
 * list; bytes received (of the declared length, if any) while a one-answer list is arriving.
 */
export interface ListProgress {
  readonly loaded: number;
  readonly total: number | null;
  readonly bytes?: { readonly received: number; readonly total: number | null };
}

/** A portal's whole list as read, with what identifies it for the next conditional read. */
export interface CatalogSnapshot {
  readonly datasets: readonly DatasetSummary[];
  /** The answer's validators when the whole list came in one answer; null for a paged list. */
  readonly validators: Validators | null;
  /** Set on the datasets read so far of a list that is still arriving (never kept, never final). */
  readonly partial?: true;
}

/**
 * The first datasets of a list still arriving are shown once there are enough for a first screen,
 * and only if the list has been arriving for a moment: one that comes whole within it is shown
 * whole, instead of its first rows and, a blink later, all of it.
 */
export const FIRST_PARTIAL = 50;
export const FIRST_PARTIAL_AFTER_MS = 40;
/** After that, what has arrived is shown again at most this often: each showing reindexes it all. */
export const PARTIAL_EVERY_MS = 2000;

export function isPartialCatalog(data: unknown): boolean {
  return typeof data === "object" && data !== null && "partial" in data && data.partial === true;
}

export interface ListReadOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ListProgress) => void;
  /** The last complete read: asked for conditionally, and given back when it has not changed. */
  readonly previous?: CatalogSnapshot | null;
  /** The datasets read so far of a big list sent in one answer, while the rest arrives. */
  readonly onPartial?: (partial: CatalogSnapshot) => void;
}

interface FetchedPage {
  readonly path: string;
  readonly page: ListPage;
}

async function fetchListPage(
  portal: Portal,
  path: string,
  signal?: AbortSignal,
): Promise<FetchedPage> {
  const raw = await getJson(portal, path, { signal });
  return { path, page: readListPage(raw, { method: "GET", url: apiUrl(portal, path) }) };
}

/**
 * The first page (often the whole list), asked conditionally when the previous read gave
 * validators, and read while it arrives: its items reach `onItems` run by run.
 */
async function fetchFirstPage(
  portal: Portal,
  init: PortalRequestInit,
  onItems: (items: readonly unknown[], stillComing: boolean) => boolean,
): Promise<{ first: FetchedPage; validators: Validators; streamed: boolean } | typeof UNCHANGED> {
  let stream: ListStream | null = null;
  const answer = await getJsonAnswer(portal, LIST_PATH, {
    ...init,
    readAsItArrives: (contentType) => {
      stream = createListStream(contentType, onItems);
      return stream;
    },
  });
  if (answer === UNCHANGED) return UNCHANGED;
  const page = readListPage(answer.json, { method: "GET", url: apiUrl(portal, LIST_PATH) });
  // The runs given to onItems are the list only if the envelope's list is the one streamed.
  const streamed = stream !== null && page.items === (stream as ListStream).items;
  return { first: { path: LIST_PATH, page }, validators: answer.validators, streamed };
}

/**
 * Normalises a list's first page as it arrives, and shows what has come at a measured pace. `add`
 * says whether rows are on screen: without `onPartial` the page already shows a list.
 */
function arrivingList(onPartial: ListReadOptions["onPartial"]) {
  const reader = createSummaryReader();
  let firstAt = 0;
  let shownAt = 0;
  return {
    summaries: reader.summaries,
    add(items: readonly unknown[], stillComing: boolean): boolean {
      reader.add(items);
      if (!onPartial) return true;
      // A list whose bytes are all here (preloaded, or quick) shows whole a moment later.
      if (!stillComing) return shownAt !== 0;
      const count = reader.summaries.length;
      const time = performance.now();
      if (firstAt === 0) firstAt = time;
      const due =
        shownAt === 0
          ? count >= FIRST_PARTIAL && time - firstAt >= FIRST_PARTIAL_AFTER_MS
          : time - shownAt >= PARTIAL_EVERY_MS;
      if (!due) return shownAt !== 0;
      shownAt = time;
      onPartial({ datasets: reader.summaries.slice(), validators: null, partial: true });
      return true;
    },
  };
}

function append(items: unknown[], page: ListPage): void {
  // Not push(...items): a bare array of a few hundred thousand datasets would overflow the stack.
  for (const item of page.items) items.push(item);
}

/** Empty, unlinked, the total reached, or (without a total) shorter than a full page. */
function isLastPage(page: ListPage, itemCount: number, firstPageSize: number): boolean {
  if (page.items.length === 0 || page.next === null) return true;
  if (page.total !== null) return itemCount >= page.total;
  return page.items.length < (page.pageSize ?? firstPageSize);
}

interface NumberedPages {
  /** The address of page `n`: the portal's own next link with its `page` set to n. */
  readonly pathOf: (n: number) => string;
  readonly from: number;
  readonly to: number;
  readonly pageSize: number;
}

/**
 * Eve and most other portals number their pages (`page=2`) and give a total: then every page's
 * address is known after the first, and they can be fetched side by side instead of one round
 * trip after another (10,000 datasets at Eve's 25 a page are 400 requests).
 */
function numberedPages(portal: Portal, first: FetchedPage): NumberedPages | null {
  const { page } = first;
  const pageSize = page.pageSize ?? page.items.length;
  if (page.total === null || page.next === null || pageSize === 0) return null;
  const nextPath = resolveNextPath(portal, page.next, first.path);
  if (nextPath === null) return null;
  const template = new URL(nextPath, "http://portal.invalid");
  const nextNumber = (page.page ?? 1) + 1;
  if (template.searchParams.get("page") !== String(nextNumber)) return null;
  const pathOf = (n: number) => {
    template.searchParams.set("page", String(n));
    return `${template.pathname}${template.search}`;
  };
  const to = Math.min(Math.ceil(page.total / pageSize), MAX_PAGES);
  return { pathOf, from: nextNumber, to, pageSize };
}

/**
 * Fetches pages `from`..`to` at most PARALLEL_PAGES at a time and returns them in order. A short
 * or empty page ends the list early (a total can be stale); the first failure cancels the rest.
 */
async function fetchNumberedPages(
  portal: Portal,
  plan: NumberedPages,
  signal: AbortSignal | undefined,
  onPage: (fetched: FetchedPage) => void,
): Promise<FetchedPage[]> {
  const stop = new AbortController();
  const shared = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const pages: FetchedPage[] = [];
  let next = plan.from;
  let last = plan.to;
  const worker = async () => {
    while (next <= last) {
      const n = next;
      next += 1;
      const fetched = await fetchListPage(portal, plan.pathOf(n), shared);
      pages[n - plan.from] = fetched;
      onPage(fetched);
      if (fetched.page.items.length < plan.pageSize) last = Math.min(last, n);
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } catch (error) {
    stop.abort();
    throw error;
  }
  return pages.slice(0, last - plan.from + 1);
}

/**
 * Every dataset summary of the portal, through whatever envelope and paging it uses: numbered
 * pages side by side when the first page makes that possible, otherwise one next link after
 * another. Repeated slugs are dropped (the first wins). A failed page fails the whole list: a
 * silently incomplete catalog would be worse than a retry. With `previous`, a list that came in
 * one answer is asked for conditionally, and `previous` itself comes back when it has not changed.
 */
export async function fetchDatasetList(
  portal: Portal,
  { signal, onProgress, previous, onPartial }: ListReadOptions = {},
): Promise<CatalogSnapshot> {
  const items: unknown[] = [];
  const arriving = arrivingList(onPartial);
  const head = await fetchFirstPage(
    portal,
    {
      signal,
      validators: previous?.validators,
      onBytes: (received, total) =>
        onProgress?.({
          loaded: arriving.summaries.length,
          total: null,
          bytes: { received, total },
        }),
    },
    arriving.add,
  );
  if (head === UNCHANGED && previous) return previous;
  if (head === UNCHANGED) throw new Error("the portal answered 304 to an unconditional read");
  let current = head.first;
  append(items, current.page);
  const firstPageSize = current.page.items.length;
  const total = current.page.total;
  let pages = 1;
  const seen = new Set<string>([LIST_PATH]);
  const plan = isLastPage(current.page, items.length, firstPageSize)
    ? null
    : numberedPages(portal, current);
  if (plan) {
    let loaded = items.length;
    onProgress?.({ loaded, total });
    const fetchedPages = await fetchNumberedPages(portal, plan, signal, (fetched) => {
      loaded += fetched.page.items.length;
      onProgress?.({ loaded, total });
    });
    for (const fetched of fetchedPages) {
      append(items, fetched.page);
      seen.add(fetched.path);
      current = fetched;
      pages += 1;
    }
  }
  // The rest (or all) by next links: cursors, unnumbered pages, a page short of a stale total.
  while (pages < MAX_PAGES && !isLastPage(current.page, items.length, firstPageSize)) {
    const nextPath: string | null =
      current.page.next === null ? null : resolveNextPath(portal, current.page.next, current.path);
    if (nextPath === null || seen.has(nextPath)) break;
    seen.add(nextPath);
    onProgress?.({ loaded: items.length, total });
    current = await fetchListPage(portal, nextPath, signal);
    append(items, current.page);
    pages += 1;
  }
  // A one-answer list read as it arrived is already normalised, run by run.
  const datasets = pages === 1 && head.streamed ? arriving.summaries : normalizeSummaries(items);
  return { datasets, validators: pages === 1 ? head.validators : null };
}
