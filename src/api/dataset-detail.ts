import { ApiError } from "./api-error.ts";
import { apiUrl, getJson } from "./client.ts";
import type { Portal } from "./portal.ts";
import { DETAIL_PATH } from "./portal-paths.ts";
import type { DatasetDetail } from "./types.ts";

/**
 * `.` and `..` cannot travel as a path segment: URL parsers resolve them away, even
 * percent-encoded ("%2E" counts as a dot), and an empty slug would ask for the list instead.
 */
export function slugSegment(slug: string): string | null {
  if (slug.trim() === "" || slug === "." || slug === "..") return null;
  return encodeURIComponent(slug);
}

/**
 * One dataset with its objects; the slug always travels as one encoded path segment. The
 * detail's normalisers are their own chunk (the catalog's first load does not carry them),
 * downloaded while the request is under way rather than before it.
 */
export async function fetchDatasetDetail(
  portal: Portal,
  slug: string,
  signal?: AbortSignal,
): Promise<DatasetDetail> {
  const segment = slugSegment(slug);
  const path = `${DETAIL_PATH}${segment ?? encodeURIComponent(slug)}`;
  if (segment === null) {
    // Not sent at all; reported as the 404 it would be, so the page reads "Dataset not found".
    throw new ApiError({
      kind: "http",
      status: 404,
      method: "GET",
      url: apiUrl(portal, path),
      portalMessage: `No dataset can have the slug "${slug}"`,
    });
  }
  const normalizer = import("./normalize-detail.ts");
  // If the request fails first, the import's own failure has no one to tell.
  normalizer.catch(() => undefined);
  const raw = await getJson(portal, path, { signal });
  const { normalizeDatasetDetail } = await normalizer;
  return normalizeDatasetDetail(raw, portal, slug, { method: "GET", url: apiUrl(portal, path) });
}
