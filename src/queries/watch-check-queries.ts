import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { checkDataset, type DatasetCheck } from "../api/dataset-check.ts";
import type { Portal } from "../api/portal.ts";
import { type WatchEntry, watchKey } from "../lib/watch/watch-entry.ts";
import { snapshotOf } from "./dataset-snapshot.ts";
import { requestLimiterOf } from "./request-limiter.ts";
import { putWatched } from "./watch/watch-store.ts";
import { watchKeys, watchShelf, withEntry } from "./watch-queries.ts";

/** How a watched dataset's check is told apart in the line of requests (requestLimiterOf). */
export function watchCheckLabel(entry: { portal: string; slug: string }): string {
  return `watched ${watchKey(entry)}`;
}

/**
 * Asks the portal for one watched dataset again and keeps what it said, so the catalog's marker
 * and the next visit know it even if the page is left before the check ends.
 */
async function checkAndKeep(
  client: QueryClient,
  portal: Portal,
  entry: WatchEntry,
  signal: AbortSignal,
): Promise<DatasetCheck["kind"]> {
  const known =
    client
      .getQueryData<WatchEntry[]>(watchKeys.list())
      ?.find((item) => watchKey(item) === watchKey(entry)) ?? entry;
  const validators = known.latest
    ? { etag: known.latest.etag, lastModified: known.latest.lastModified }
    : null;
  const answer = await checkDataset(portal, entry.slug, validators, signal);
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
}

export const watchCheckQueries = {
  /**
   * One watched dataset checked, in the app's line of requests: it is "checking" from its turn
   * until what the portal said is kept, so the page never shows it back in line in between.
   */
  check: (portal: Portal, entry: WatchEntry) =>
    queryOptions({
      queryKey: watchKeys.check(portal.id, entry.slug),
      queryFn: ({ signal, client }) =>
        requestLimiterOf(client).run(
          signal,
          () => checkAndKeep(client, portal, entry, signal),
          watchCheckLabel(entry),
        ),
      // Opening the page checks: each visit asks again, and the kept list holds the answers.
      gcTime: 0,
      staleTime: 0,
    }),
};
