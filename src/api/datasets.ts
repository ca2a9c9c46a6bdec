import { apiUrl, getJson, getJsonAnswer, UNCHANGED, type Validators } from "./client.ts";
import { normalizeSummaries } from "./normalize-dataset.ts";
import { type ListPage, readListPage } from "./normalize-list.ts";
import type { Portal } from "./portal.ts";
import { LIST_PATH } from "./portal-paths.ts";
import type { DatasetSummary } from "./types.ts";

/**
 * A portal that pages forever (or a bug that loops) must not hang the catalog; one of a quarter
 * of a million datasets in Eve's pages of 25 is read whole.
 */
export const MAX_PAGES = 10_000;

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
}

export interface ListReadOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ListProgress) => void;
  /** The last complete read: asked for conditionally, and given back when it has not changed. */
  readonly previous?: CatalogSnapshot | null;
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

/** The list's first answer as the envelope describes it (throws "bad-shape" when it holds none). */
export function readFirstPage(portal: Portal, json: unknown): ListPage {
  return readListPage(json, { method: "GET", url: apiUrl(portal, LIST_PATH) });
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
 * Fetches pages `from`..`to` at most PARALLEL_PAGES at a time and returns them in order, telling
 * `onPage` of each in order too (a page that comes early waits for those before it). A short or
 * empty page ends the list early (a total can be stale); the first failure cancels the rest.
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
  let told = 0;
  const worker = async () => {
    while (next <= last) {
      const n = next;
      next += 1;
      const fetched = await fetchListPage(portal, plan.pathOf(n), shared);
      pages[n - plan.from] = fetched;
      if (fetched.page.items.length < plan.pageSize) last = Math.min(last, n);
      for (
        let page = pages[told];
        page !== undefined && told <= last - plan.from;
        page = pages[told]
      ) {
        told += 1;
        onPage(page);
      }
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
 * Every raw item of the list from its first page on, through whatever paging the portal uses:
 * numbered pages side by side when the first page makes that possible, otherwise one next link
 * after another. `first.items` is the start of what comes back. A failed page fails the whole
 * list: a silently incomplete catalog would be worse than a retry.
 */
export async function readRestOfList(
  portal: Portal,
  firstPage: ListPage,
  {
    signal,
    onProgress,
    onPage,
  }: Pick<ListReadOptions, "signal" | "onProgress"> & {
    /** The items of each page after the first, in the list's order, as they come. */
    onPage?: (items: readonly unknown[]) => void;
  } = {},
): Promise<{ readonly items: readonly unknown[]; readonly pages: number }> {
  let current: FetchedPage = { path: LIST_PATH, page: firstPage };
  const items: unknown[] = [];
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
      onPage?.(fetched.page.items);
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
    onPage?.(current.page.items);
    pages += 1;
  }
  return { items, pages };
}

/**
 * Every dataset summary of the portal, read in this thread (the catalog engine reads the list as
 * it arrives instead; this is the plain reading its tests compare with). Repeated slugs are dropped
 * (the first wins). With `previous`, a list that came in one answer is asked for conditionally,
 * and `previous` itself comes back when it has not changed.
 */
export async function fetchDatasetList(
  portal: Portal,
  { signal, onProgress, previous }: ListReadOptions = {},
): Promise<CatalogSnapshot> {
  const answer = await getJsonAnswer(portal, LIST_PATH, {
    signal,
    validators: previous?.validators,
  });
  if (answer === UNCHANGED && previous) return previous;
  if (answer === UNCHANGED) throw new Error("the portal answered 304 to an unconditional read");
  const { items, pages } = await readRestOfList(portal, readFirstPage(portal, answer.json), {
    signal,
    onProgress,
  });
  return {
    datasets: normalizeSummaries(items),
    validators: pages === 1 ? answer.validators : null,
  };
}
