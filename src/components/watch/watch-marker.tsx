import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { paths } from "../../lib/app-paths.ts";
import type { WatchEntry } from "../../lib/watch/watch-entry.ts";
import { diffSnapshots } from "../../lib/watch/watch-snapshot.ts";
import { usePortals } from "../../portals/portals-context.tsx";
import { watchListQuery } from "../../queries/watch-keys.ts";
import "./watch.css";

/** The pages of the watched datasets whose last check found something the reader has not seen. */
function changedPages(
  entries: readonly WatchEntry[],
  pageOf: (entry: WatchEntry) => string | null,
) {
  const pages = new Set<string>();
  for (const entry of entries) {
    if (entry.latest === undefined) continue;
    if (diffSnapshots(entry.seen, entry.latest.state).length === 0) continue;
    const page = pageOf(entry);
    if (page !== null) pages.add(page);
  }
  return pages;
}

const NONE = new Set<string>();

/**
 * The pages of the watched datasets with changes the reader has not seen (a page names its portal
 * and slug): read once for a list of results, from the cache, not once a row.
 */
export function useChangedWatchedPages(): ReadonlySet<string> {
  const portals = usePortals();
  const select = useCallback(
    (entries: WatchEntry[]) =>
      changedPages(entries, (entry) => {
        const portal = portals.byId(entry.portal);
        return portal ? paths.dataset(portal, entry.slug) : null;
      }),
    [portals],
  );
  return useQuery({ ...watchListQuery(), select }).data ?? NONE;
}

/** Marks a catalog row whose dataset is watched and changed since the reader last looked. */
export function WatchMarker() {
  return (
    <span className="change-badge watch-marker">
      <Trans>
        Watched: changed<span className="visually-hidden"> since you last looked</span>
      </Trans>
    </span>
  );
}
