import { ApiError } from "../api/api-error.ts";
import { apiUrl, portalRequest } from "../api/client.ts";
import type { ListProgress } from "../api/datasets.ts";
import type { Portal } from "../api/portal.ts";
import { LIST_PATH } from "../api/portal-paths.ts";
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
 * Reads a portal's catalog into the engine. The page makes the request (a first visit's list is
 * preloaded with the HTML, and only the document's own fetch takes a preload) and gives the
 * answer's body to the engine unread; the engine reads, parses, indexes and keeps it, fetching
 * any further pages itself. An unchanged catalog (304) gives `previous` back.
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
  const { id, name, api, origin, localRoot, localApi } = portal;
  readings += 1;
  const read = `${id}#${readings}`;
  // A failure to begin shows at the end of the list's reading (endList), where it is handled.
  const begin = (contentType: string) =>
    engine
      .beginList(
        {
          read,
          portal: { id, name, api, origin, localRoot, localApi },
          contentType,
          showArriving: onArrived !== undefined,
          firstQuestion,
        },
        listener,
      )
      .catch(() => undefined);
  let began = false;
  const cancel = () => {
    if (began) void engine.cancelList(read);
  };
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    const response = await portalRequest(portal, LIST_PATH, {
      signal,
      validators: previous?.validators,
      // The body goes to the engine unread: it reads, parses and indexes it as it arrives.
      giveBody: (contentType) => {
        began = true;
        begin(contentType);
        return async (body) => {
          const given = await engine.readListBody(read, body, apiUrl(portal, LIST_PATH));
          if (!given.ok) throw new ApiError(given.error);
          return given.bytes;
        };
      },
    });
    if (response.status === 304) {
      if (previous?.validators) {
        await engine.unchanged(portal.id);
        return previous;
      }
      throw new Error("the portal answered 304 to an unconditional read");
    }
    if (!began) {
      // Another 2xx than 200 came whole, as text: the engine reads it all the same.
      began = true;
      begin(response.contentType);
      engine.pushList(read, [new TextEncoder().encode(response.text)]);
    }
    const end = await engine.endList(read, {
      status: response.status,
      statusText: response.statusText,
      url: response.url,
      validators: response.validators,
    });
    if (!end.ok) throw new ApiError(end.error);
    return end.handle;
  } catch (error) {
    cancel();
    throw error;
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}
