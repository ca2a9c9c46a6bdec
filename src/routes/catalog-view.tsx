import { Plural, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { paths } from "../app/paths.ts";
import type { AppPortal } from "../app/portals.ts";
import { ActiveFilters, EmptyResults, filterChips } from "../components/catalog/active-filters.tsx";
import { CatalogFilters } from "../components/catalog/catalog-filters.tsx";
import { Pager } from "../components/catalog/pager.tsx";
import { ResultsToolbar } from "../components/catalog/results-toolbar.tsx";
import { SearchBox } from "../components/catalog/search-box.tsx";
import { SinceLastVisit } from "../components/catalog/since-last-visit.tsx";
import { useCatalogUrlState } from "../components/catalog/use-catalog-url-state.ts";
import { DatasetList, type DatasetListItem } from "../components/dataset-list.tsx";
import { type RecentLink, RecentlyViewed } from "../components/recently-viewed.tsx";
import { useStableHandler } from "../components/use-stable-handler.ts";
import {
  clearRecentlyViewed,
  type RecentDataset,
  readRecentlyViewed,
} from "../lib/recently-viewed.ts";
import type { CatalogIndex } from "../lib/search/catalog-index.ts";
import { queryCatalog } from "../lib/search/catalog-query.ts";
import { excerpt } from "../lib/search/excerpt.ts";
import { catalogStateToParams, effectiveSort } from "../lib/url-state.ts";
import { useAfterPaint } from "./use-after-paint.ts";
import type { ChangesSinceLastVisit } from "./use-changes-since-last-visit.ts";
import type { InUseHandlers } from "./use-steady-while-in-use.ts";
import "../components/catalog/catalog.css";

const PAGE_SIZE = 25;
/** A result row is at least this tall (one line of name and one of meta, on a wide screen). */
const SHORTEST_ROW_PX = 88;

/** How many result rows a screen of this window's height can show at most. */
export function firstScreenRows(): number {
  return Math.min(PAGE_SIZE, Math.ceil(window.innerHeight / SHORTEST_ROW_PX));
}

// Only a reader who exports needs the CSV writer. (The since-last-visit notice is no lazy chunk:
// arriving after the list, it pushed the results down under the reader's eyes.)
const loadExport = () =>
  Promise.all([import("../lib/export-catalog.ts"), import("../lib/export-download.ts")]);

interface CatalogViewProps {
  index: CatalogIndex;
  /** The portal of each index entry. */
  portalOf: (id: number) => AppPortal;
  /** Across portals: results name their portal, a Portal filter group, a portal column in exports. */
  acrossPortals: boolean;
  /** Which portals' kept datasets to list under Recently viewed. */
  recentFrom: (item: RecentDataset) => AppPortal | null;
  /** Warm a dataset's page when the reader shows intent to open it. */
  onIntent: (portal: AppPortal, slug: string) => void;
  /** Above the results: what is still loading or has failed, across portals. */
  notices?: ReactNode;
  /** For a returning reader: what changed since the last visit. */
  changes: ChangesSinceLastVisit | null;
  /** Tell the page when the reader points at or works in the results (see useSteadyWhileInUse). */
  resultsHandlers?: InUseHandlers;
  /** The list is still arriving: what is shown is what has come so far. */
  arriving?: boolean;
}

/**
 * The catalog: search as you type, filters with counts, sort, pages and export, all in the URL.
 * The same view serves one portal's catalog and the catalog across portals.
 */
export function CatalogView({
  index,
  portalOf,
  acrossPortals,
  recentFrom,
  onIntent,
  notices,
  changes,
  resultsHandlers,
  arriving = false,
}: CatalogViewProps) {
  const { state, search, settle, update } = useCatalogUrlState();
  const [now] = useState(Date.now);
  const { i18n } = useLingui();
  const [recent, setRecent] = useState(readRecentlyViewed);

  // Index the search while the reader looks at the first rows, in steps between frames.
  useEffect(() => {
    const id = setTimeout(() => void index.prepareSearch(), 50);
    return () => clearTimeout(id);
  }, [index]);

  const sort = effectiveSort(state);
  const { q, orgs, cats, portals, updatedWithin } = state;
  // "New", "changed" or both since the last visit: a mask over the index.
  const changeFilter = changes ? state.changes : "";
  const only = useMemo(() => {
    if (changes === null || changeFilter === "") return null;
    const mask = new Uint8Array(index.entries.length);
    for (let id = 0; id < mask.length; id++) {
      const change = changes.changeOf(id);
      if (change !== null && (changeFilter === "any" || change === changeFilter)) mask[id] = 1;
    }
    return mask;
  }, [changes, changeFilter, index]);
  const answer = useMemo(
    () => queryCatalog(index, { q, orgs, cats, portals, updatedWithin, sort, only }, now),
    [index, q, orgs, cats, portals, updatedWithin, sort, only, now],
  );
  const resultCount = answer.ids.length;
  const pageCount = Math.max(1, Math.ceil(resultCount / PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const rows = useMemo(
    () =>
      Array.from(answer.ids.subarray(start, start + PAGE_SIZE)).flatMap((id) => {
        const entry = index.entries[id];
        if (!entry) return [];
        const portal = portalOf(id);
        const { slug } = entry.dataset;
        const item: DatasetListItem = {
          dataset: entry.dataset,
          excerpt: excerpt(index.plain(id)),
          href: slug ? paths.dataset(portal, slug) : null,
          portalName: acrossPortals ? portal.name : undefined,
          change: changes?.changeOf(id) ?? undefined,
        };
        return [{ item, portal }];
      }),
    [answer, index, start, portalOf, acrossPortals, changes],
  );
  const items = useMemo(() => rows.map((row) => row.item), [rows]);
  // A keystroke paints the results a screen can show in a frame of its own; the filters' counts
  // and the rows below the fold follow a frame later, in a render of their own. Their render,
  // layout and paint were a third of a keystroke's time at 10,000 datasets, and at 100,000 the
  // rows below took its median from 7 to 6 ms. Until then they are what the last frame painted.
  const current = useMemo(() => ({ index, answer, items }), [index, answer, items]);
  const painted = useAfterPaint(current);
  const settled = painted === current;
  // Counts go with the filter values of the index they were counted in.
  const counted = painted.index === index ? painted.answer : answer;
  const firstScreen = firstScreenRows();
  // Never fewer rows than the page has, nor rows the page no longer has.
  const earlier =
    !settled && items.length > firstScreen && painted.items.length === items.length
      ? { from: firstScreen, items: painted.items, tokens: painted.answer.tokens }
      : null;
  const onFilter = useStableHandler(update);
  const portalFacet = useMemo(
    () =>
      acrossPortals
        ? { values: index.portals, counts: counted.portalCounts, selected: portals }
        : undefined,
    [acrossPortals, index.portals, counted.portalCounts, portals],
  );
  const onRowIntent = useStableHandler((item: DatasetListItem) => {
    const row = rows.find((candidate) => candidate.item === item);
    if (row) onIntent(row.portal, item.dataset.slug);
  });
  const portalName = (id: string) => index.portals.find((p) => p.key === id)?.label ?? id;
  const chips = filterChips(i18n, state, portalName);
  const recentLinks = recent.flatMap((item): RecentLink[] => {
    const portal = recentFrom(item);
    if (portal === null) return [];
    return [
      {
        item,
        href: paths.dataset(portal, item.slug),
        portalName: acrossPortals ? portal.name : undefined,
        onIntent: () => onIntent(portal, item.slug),
      },
    ];
  });

  const exportResults = async (format: "csv" | "json") => {
    const [{ datasetsToCsv, datasetsToJson, toExported }, { downloadText }] = await loadExport();
    const { origin } = window.location;
    const rows = Array.from(answer.ids).flatMap((id) => {
      const entry = index.entries[id];
      if (!entry) return [];
      const portal = portalOf(id);
      const { slug } = entry.dataset;
      const pageUrl = slug ? new URL(paths.dataset(portal, slug), origin).href : null;
      const plain = index.plain(id);
      return [toExported(entry.dataset, plain, pageUrl, acrossPortals ? portal.name : undefined)];
    });
    const day = new Date().toISOString().slice(0, 10);
    if (format === "csv")
      downloadText(datasetsToCsv(rows, i18n), `datasets-${day}.csv`, "text/csv;charset=utf-8");
    else downloadText(datasetsToJson(rows), `datasets-${day}.json`, "application/json");
  };

  return (
    <>
      <SearchBox value={q} onSearch={search} onSettle={settle} />
      <RecentlyViewed
        links={recentLinks}
        onClear={() => {
          clearRecentlyViewed();
          setRecent([]);
        }}
      />
      {notices}
      {changes ? (
        <SinceLastVisit
          at={changes.at}
          checking={changes.checking}
          unchecked={changes.unchecked}
          summary={changes.summary}
          filter={changeFilter}
          onFilter={(next) => update({ changes: next })}
        />
      ) : null}
      <div className="catalog-layout">
        <CatalogFilters
          portals={portalFacet}
          organizations={index.organizations}
          categories={index.categories}
          orgCounts={counted.orgCounts}
          catCounts={counted.catCounts}
          orgs={orgs}
          cats={cats}
          updatedWithin={updatedWithin}
          activeCount={orgs.length + cats.length + portals.length + (updatedWithin ? 1 : 0)}
          onChange={onFilter}
        />
        <div className="catalog-results" {...resultsHandlers}>
          <div className="results-head">
            <p role="status" className="result-count">
              {arriving ? (
                <Plural
                  value={resultCount}
                  _0="No datasets so far"
                  one="# dataset so far"
                  other="# datasets so far"
                />
              ) : (
                <Plural value={resultCount} _0="No datasets" one="# dataset" other="# datasets" />
              )}
            </p>
            <ResultsToolbar
              sort={sort}
              searching={q.trim() !== ""}
              canExport={answer.ids.length > 0}
              onSort={(next) => update({ sort: next })}
              onExport={exportResults}
            />
          </div>
          <ActiveFilters chips={chips} onChange={update} />
          {items.length > 0 ? (
            <DatasetList
              items={items}
              tokens={answer.tokens}
              earlier={earlier}
              onIntent={onRowIntent}
              now={now}
              query={q}
              settledQuery={settled ? q : undefined}
            />
          ) : (
            <EmptyResults chips={chips} onChange={update} />
          )}
          <Pager
            page={page}
            pageCount={pageCount}
            hrefOf={(target) => `?${catalogStateToParams({ ...state, page: target })}`}
          />
        </div>
      </div>
    </>
  );
}
