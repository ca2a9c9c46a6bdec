import { ApiError } from "./api-error.ts";
import { apiUrl, getJson } from "./client.ts";
import { apiBase, portalApiPath, portalOrigin } from "./config.ts";
import { normalizeDatasetDetail, normalizeSummaries } from "./normalize-dataset.ts";
import { readListPage } from "./normalize-list.ts";
import type { DatasetDetail, DatasetSummary } from "./types.ts";

const LIST_PATH = "/resources/";
/** A portal that pages forever (or a bug that loops) must not hang the catalog. */
export const MAX_PAGES = 1000;

function stripPrefix(pathname: string): string {
  for (const prefix of [portalApiPath, apiBase]) {
    if (prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return pathname.slice(prefix.length) || "/";
    }
  }
  return pathname;
}

/**
 * Maps a paging link onto a path below `apiBase`. Eve writes it relative to the API root
 * ("resources?page=2"), others as an absolute path or a full URL of the real deployment; all of
 * them are fetched through our own `/api` so the browser stays same-origin.
 */
export function resolveNextPath(href: string, currentPath: string): string | null {
  const text = href.trim();
  if (text === "") return null;
  const placeholder = "http://portal.invalid";
  const current = new URL(apiUrl(currentPath), placeholder);
  let base = `${placeholder}${apiBase}/`;
  if (text.startsWith("?")) base = current.href;
  else if (!/^[a-z][a-z0-9+.-]*:|^\//i.test(text) && text.startsWith(`${apiBase.slice(1)}/`)) {
    base = `${placeholder}/`;
  }
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return `${stripPrefix(url.pathname)}${url.search}`;
}

/**
 * Every dataset summary of the portal, following the pages of whatever envelope it uses, with
 * repeated slugs dropped (the first wins). A failed page fails the whole list: a silently
 * incomplete catalog would be worse than a retry.
 */
export async function fetchDatasetList(signal?: AbortSignal): Promise<DatasetSummary[]> {
  const items: unknown[] = [];
  const seen = new Set<string>();
  let path: string | null = LIST_PATH;
  let firstPageSize: number | null = null;
  for (let pages = 0; path !== null && pages < MAX_PAGES; pages += 1) {
    seen.add(path);
    const raw = await getJson(path, { signal });
    const page = readListPage(raw, { method: "GET", url: apiUrl(path) });
    // Not push(...items): a bare array of a few hundred thousand datasets would overflow the stack.
    for (const item of page.items) items.push(item);
    firstPageSize ??= page.items.length;
    if (page.items.length === 0 || page.next === null) break;
    if (page.total !== null) {
      if (items.length >= page.total) break;
    } else if (page.items.length < (page.pageSize ?? firstPageSize)) {
      break;
    }
    const next = resolveNextPath(page.next, path);
    path = next === null || seen.has(next) ? null : next;
  }
  return normalizeSummaries(items);
}

/**
 * `.` and `..` cannot travel as a path segment: URL parsers resolve them away, even
 * percent-encoded ("%2E" counts as a dot), and an empty slug would ask for the list instead.
 */
function slugSegment(slug: string): string | null {
  if (slug.trim() === "" || slug === "." || slug === "..") return null;
  return encodeURIComponent(slug);
}

/** One dataset with its objects; the slug always travels as one encoded path segment. */
export async function fetchDatasetDetail(
  slug: string,
  signal?: AbortSignal,
): Promise<DatasetDetail> {
  const segment = slugSegment(slug);
  const path = `/resource/${segment ?? encodeURIComponent(slug)}`;
  if (segment === null) {
    // Not sent at all; reported as the 404 it would be, so the page reads "Dataset not found".
    throw new ApiError({
      kind: "http",
      status: 404,
      method: "GET",
      url: apiUrl(path),
      portalMessage: `No dataset can have the slug "${slug}"`,
    });
  }
  const raw = await getJson(path, { signal });
  return normalizeDatasetDetail(raw, portalOrigin, slug, { method: "GET", url: apiUrl(path) });
}
