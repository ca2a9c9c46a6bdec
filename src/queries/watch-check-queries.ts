import { queryOptions } from "@tanstack/react-query";
import { checkDataset, type DatasetCheck } from "../api/dataset-check.ts";
import type { Portal } from "../api/portal.ts";
import { type WatchEntry, watchKey } from "../lib/watch/watch-entry.ts";
import { putWatched } from "../lib/watch/watch-store.ts";
import { snapshotOf } from "./dataset-snapshot.ts";
import { watchKeys, watchShelf, withEntry } from "./watch-queries.ts";

/** At most this many portal requests at a time, so a long list never floods a portal. */
const CHECKS_AT_ONCE = 4;

/** Runs at most `max` tasks at once; a waiting task leaves the line when its signal aborts. */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < max) {
        running += 1;
        resolve();
        return;
      }
      const go = () => {
        signal.removeEventListener("abort", abort);
        resolve();
      };
      const abort = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      waiting.push(go);
      signal.addEventListener("abort", abort, { once: true });
    });
  const release = () => {
    // The slot passes straight to the next in line, so no newcomer slips in between.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async <T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> => {
    signal.throwIfAborted();
    await slot(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}

const limited = createLimiter(CHECKS_AT_ONCE);

export const watchCheckQueries = {
  /**
   * Asks the portal for one watched dataset again and keeps what it said, so the catalog's marker
   * and the next visit know it even if the page is left before the check ends.
   */
  check: (portal: Portal, entry: WatchEntry) =>
    queryOptions({
      queryKey: watchKeys.check(portal.id, entry.slug),
      queryFn: async ({ signal, client }): Promise<DatasetCheck["kind"]> => {
        const known =
          client
            .getQueryData<WatchEntry[]>(watchKeys.list())
            ?.find((item) => watchKey(item) === watchKey(entry)) ?? entry;
        const validators = known.latest
          ? { etag: known.latest.etag, lastModified: known.latest.lastModified }
          : null;
        const answer = await limited(signal, () =>
          checkDataset(portal, entry.slug, validators, signal),
        );
        // The entry as it is now: the reader may have marked it seen while the portal answered.
        const current = client
          .getQueryData<WatchEntry[]>(watchKeys.list())
          ?.find((item) => watchKey(item) === watchKey(entry));
        if (current === undefined) return answer.kind;
        const checkedAt = Date.now();
        const latest =
          answer.kind === "found"
            ? {
                state: snapshotOf(answer.detail),
                checkedAt,
                etag: answer.validators.etag,
                lastModified: answer.validators.lastModified,
              }
            : answer.kind === "gone"
              ? { state: null, checkedAt, etag: null, lastModified: null }
              : current.latest
                ? { ...current.latest, checkedAt }
                : undefined;
        const next: WatchEntry = { ...current, ...(latest ? { latest } : {}) };
        await putWatched(watchShelf(), [next]);
        withEntry(client, next);
        return answer.kind;
      },
      // Opening the page checks: each visit asks again, and the kept list holds the answers.
      gcTime: 0,
      staleTime: 0,
    }),
};
