import { isApiError } from "./api-error.ts";
import { apiUrl, getJsonAnswer, UNCHANGED, type Validators } from "./client.ts";
import { slugSegment } from "./dataset-detail.ts";
import type { Portal } from "./portal.ts";
import { DETAIL_PATH } from "./portal-paths.ts";
import type { DatasetDetail } from "./types.ts";

export type DatasetCheck =
  | { readonly kind: "unchanged" }
  | { readonly kind: "found"; readonly detail: DatasetDetail; readonly validators: Validators }
  | { readonly kind: "gone" };

/**
 * Asks a portal for one dataset, conditionally when the last answer carried validators: an
 * unchanged dataset then costs a 304 with no body. A 404 is an answer here ("gone"), not a failure.
 */
export async function checkDataset(
  portal: Portal,
  slug: string,
  validators: Validators | null,
  signal?: AbortSignal,
): Promise<DatasetCheck> {
  const segment = slugSegment(slug);
  if (segment === null) return { kind: "gone" };
  const path = `${DETAIL_PATH}${segment}`;
  // The normalisers are their own chunk, as for the dataset page (dataset-detail.ts).
  const normalizer = import("./normalize-detail.ts");
  normalizer.catch(() => undefined);
  try {
    const answer = await getJsonAnswer(portal, path, { signal, validators });
    if (answer === UNCHANGED) return { kind: "unchanged" };
    const { normalizeDatasetDetail } = await normalizer;
    const detail = normalizeDatasetDetail(answer.json, portal, slug, {
      method: "GET",
      url: apiUrl(portal, path),
    });
    return { kind: "found", detail, validators: answer.validators };
  } catch (error) {
    if (
      isApiError(error) &&
      error.kind === "http" &&
      (error.status === 404 || error.status === 410)
    )
      return { kind: "gone" };
    throw error;
  }
}
