import { useMemo } from "react";
import type { ResultsPage } from "../catalog/types.ts";
import type { DatasetListItem } from "../components/dataset-list.tsx";
import { useChangedWatchedPages } from "../components/watch/watch-marker.tsx";
import { paths } from "../lib/app-paths.ts";
import type { Portals } from "../portals/portals.ts";

/**
 * Rows a keystroke's frame shows of its new results: about a first screen's worth. The rows
 * below follow with the filters' counts, in the render React may put after the frame.
 */
const FIRST_SCREEN_ROWS = 8;

/**
 * The catalog's rows: the first screen's from the answer just come (`answer`), the rest from the
 * one the filters' counts show (`counted`, React's deferred copy of it), which is the same answer
 * once the page has settled. A row from the older answer keeps its item, so React leaves it be in
 * the keystroke's render.
 */
export function useResultRows(
  answer: ResultsPage | undefined,
  counted: ResultsPage | undefined,
  portals: Portals,
  acrossPortals: boolean,
): DatasetListItem[] {
  const watched = useChangedWatchedPages();
  const head = useMemo(
    () => itemsOf(answer, 0, FIRST_SCREEN_ROWS, { portals, acrossPortals, watched }),
    [answer, portals, acrossPortals, watched],
  );
  const tail = useMemo(
    () => itemsOf(counted, FIRST_SCREEN_ROWS, undefined, { portals, acrossPortals, watched }),
    [counted, portals, acrossPortals, watched],
  );
  return useMemo(() => {
    const more = Math.max(0, (answer?.rows.length ?? 0) - FIRST_SCREEN_ROWS);
    return [...head, ...tail.slice(0, more)];
  }, [answer, head, tail]);
}

function itemsOf(
  page: ResultsPage | undefined,
  from: number,
  to: number | undefined,
  {
    portals,
    acrossPortals,
    watched,
  }: { portals: Portals; acrossPortals: boolean; watched: ReadonlySet<string> },
): DatasetListItem[] {
  if (!page) return [];
  return page.rows.slice(from, to).map((row) => {
    const portal = portals.byId(row.portal) ?? portals.first;
    const { slug } = row.dataset;
    const href = slug ? paths.dataset(portal, slug) : null;
    return {
      dataset: row.dataset,
      excerpt: row.excerpt,
      href,
      portalName: acrossPortals ? portal.name : undefined,
      change: row.change ?? undefined,
      watchChanged: href !== null && watched.has(href),
      marks: row.marks,
    };
  });
}
