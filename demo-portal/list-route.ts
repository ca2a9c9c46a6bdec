import type { Catalog } from "./catalog.ts";
import { eveError, JSON_TYPE, jsonResponse, textResponse } from "./responses.ts";

/** Eve's defaults: 25 a page, never more than 50, whatever the client asks for. */
const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 50;
const LIST_PATH = "/api/resources/";

function positiveInteger(value: string | null, fallback: number): number | null {
  if (value === null || value === "") return fallback;
  return /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/**
 * "bare" answers the whole list as a bare array unless a page is asked for (what the spec
 * describes); "eve" always pages, as a stock Eve portal does.
 */
export type ListPaging = "bare" | "eve";

export function createListRoute(
  catalog: Catalog,
  paging: ListPaging = "bare",
): (url: URL) => Response {
  let bareList: string | null = null;
  // Any dataset's change changes every page (order, totals), so each page dates from the newest.
  const lastModified = {
    "Last-Modified": new Date(
      catalog.entries.reduce((newest, entry) => Math.max(newest, entry.updatedAt), 0),
    ).toUTCString(),
  };
  return (url) => {
    const pageParam = url.searchParams.get("page");
    const sizeParam = url.searchParams.get("max_results");
    if (paging === "bare" && pageParam === null && sizeParam === null) {
      bareList ??= JSON.stringify(catalog.entries.map((entry) => entry.summary));
      return textResponse(bareList, JSON_TYPE, 200, lastModified);
    }
    const page = positiveInteger(pageParam, 1);
    const requestedSize = positiveInteger(sizeParam, DEFAULT_PAGE_SIZE);
    if (page === null)
      return eveError(400, `"page" must be a positive integer, got "${pageParam}"`);
    if (requestedSize === null) {
      return eveError(400, `"max_results" must be a positive integer, got "${sizeParam}"`);
    }
    const size = Math.min(requestedSize, MAX_PAGE_SIZE);
    const total = catalog.entries.length;
    const lastPage = Math.max(1, Math.ceil(total / size));
    const href = (target: number) => `${LIST_PATH}?max_results=${size}&page=${target}`;
    const links: Record<string, { href: string; title: string }> = {
      parent: { href: "/api/", title: "home" },
      self: { href: href(page), title: "resources" },
    };
    if (page < lastPage) links.next = { href: href(page + 1), title: "next page" };
    if (page > 1) links.prev = { href: href(page - 1), title: "previous page" };
    links.last = { href: href(lastPage), title: "last page" };
    return jsonResponse(
      {
        _items: catalog.entries.slice((page - 1) * size, page * size).map((entry) => entry.summary),
        _meta: { page, max_results: size, total },
        _links: links,
      },
      200,
      lastModified,
    );
  };
}
