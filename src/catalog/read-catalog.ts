import { ApiError } from "../api/api-error.ts";
import type { ListProgress } from "../api/datasets.ts";
import type { Portal } from "../api/portal.ts";
import type { CatalogEngineCalls, CatalogHandle, ResultsPage, ResultsQuery } from "./types.ts";

/** Names each reading of a list this page starts (ListStart.read). */
let readings = 0;

export interface CatalogReadOptions {
  readonly signal?: AbortSignal;
  /** The catalog shown: asked for conditionally, and given back when it has not changed. */
  readonly previous?: CatalogHandle | null;
  readonly onProgress?: (progress: ListProgress) => void;
  /**
   * Given the first datasets of a big list while the rest arrive (nothing is shown yet), with the
   * answer to `firstQuestion` when there is one.
   */
  readonly onArrived?: (handle: CatalogHandle, firstPage: ResultsPage | null) => void;
  /** The question the page will ask first of the catalog (see ListStart.firstQuestion). */
  readonly firstQuestion?: ResultsQuery;
}

/**
 * Reads a portal's catalog into the engine, which asks the portal for the list itself and reads,
 * parses, indexes and keeps it as it arrives, fetching any further pages: the bytes never pass
 * through this thread. An unchanged catalog (304) gives `previous` back.
 */
export async function readCatalog(
  engine: CatalogEngineCalls,
  portal: Portal,
  { signal, previous, onProgress, onArrived, firstQuestion }: CatalogReadOptions = {},
): Promise<CatalogHandle> {
  const listener = {
    progress: (progress: ListProgress) => onProgress?.(progress),
    arrived: (handle: CatalogHandle, firstPage: ResultsPage | null) =>
      onArrived?.(handle, firstPage),
  };
  // Stopped before it began: the engine is not asked at all.
  signal?.throwIfAborted();
  const { id, name, api, origin, localRoot, localApi } = portal;
  readings += 1;
  const read = `${id}#${readings}`;
  const cancel = () => void engine.cancelList(read);
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    const end = await engine.readList(
      {
        read,
        portal: { id, name, api, origin, localRoot, localApi },
        validators: previous?.validators ?? null,
        showArriving: onArrived !== undefined,
        firstQuestion,
      },
      listener,
    );
    if (!end.ok) throw new ApiError(end.error);
    if (end.handle) return end.handle;
    if (previous) return previous;
    throw new Error("the engine found the list unchanged, but there was none before");
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}
