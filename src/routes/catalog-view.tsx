import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ActiveFilters, EmptyResults, filterChips } from "../components/catalog/active-filters.tsx";
import { CatalogFilters } from "../components/catalog/catalog-filters.tsx";
import { Pager } from "../components/catalog/pager.tsx";
import { ResultsToolbar } from "../components/catalog/results-toolbar.tsx";
import { SearchBox } from "../components/catalog/search-box.tsx";
import { SinceLastVisit } from "../components/catalog/since-last-visit.tsx";
import { DatasetList, type DatasetListItem } from "../components/dataset-list.tsx";
import { type RecentLink, RecentlyViewed } from "../components/recently-viewed.tsx";
import { useStableHandler } from "../components/use-stable-handler.ts";
import { paths } from "../lib/app-paths.ts";
import { type CatalogState, effectiveSort } from "../lib/url-state.ts";
import type { AppPortal } from "../portals/portals.ts";
import { usePortals } from "../portals/portals-context.tsx";
import { askAhead } from "../queries/ask-ahead.ts";
import {
  catalogEngineOf,
  catalogNow,
  catalogQueries,
  earlierAnswer,
  resultsQueryOf,
} from "../queries/catalog-queries.ts";
import { keptFormatsQuery } from "../queries/kept-formats-query.ts";
import { clearRecentlyViewed, type RecentDataset, readRecentlyViewed } from "./recently-viewed.ts";
import { useCatalogUrlState } from "./use-catalog-url-state.ts";
import { useResultRows } from "./use-result-rows.ts";
import type { HeldBack, InUseHandlers } from "./use-steady-while-in-use.ts";
import "../components/catalog/catalog.css";

// Only a reader who exports needs the headers and the downloader.
const loadExport = () =>
  Promise.all([
    import("../components/catalog/export-catalog.ts"),
    import("../lib/export-download.ts"),
  ]);

interface CatalogViewProps {
  /** The portals whose catalogs are searched (those that have answered, across portals). */
  scope: readonly AppPortal[];
  /** Their catalogs' versions (see versionsOf): a new one is a new question. */
  versions: string;
  /** Across portals: results name their portal, a Portal filter group, a portal column in exports. */
  acrossPortals: boolean;
  /** Which portals' kept datasets to list under Recently viewed. */
  recentFrom: (item: RecentDataset) => AppPortal | null;
  /** Warm a dataset's page when the reader shows intent to open it. */
  onIntent: (portal: AppPortal, slug: string) => void;
  /** Above the results: what is still loading or has failed, across portals. */
  notices?: ReactNode;
  /** Whether the portals are being asked for changes, or could not be. */
  checking: boolean;
  unchecked: boolean;
  /** Tell the page when the reader points at or works in the results (see useSteadyWhileInUse). */
  resultsHandlers?: InUseHandlers;
  /** A newer catalog held back meanwhile, offered to the reader. */
  heldBack?: HeldBack;
  /** A list is still arriving, or a portal has yet to answer: what is shown is what came so far. */
  arriving?: boolean;
}

/**
 * The catalog: search as you type, filters with counts, sort, pages and export, all in the URL.
 * Every answer is the catalog engine's (a query per URL state); the last one stays on screen
 * while the next is worked out. The same view serves one portal and the catalog across portals.
 */
export function CatalogView({
  scope,
  versions,
  acrossPortals,
  recentFrom,
  onIntent,
  notices,
  checking,
  unchecked,
  resultsHandlers,
  heldBack,
  arriving = false,
}: CatalogViewProps) {
  const { state, search, settle, update } = useCatalogUrlState();
  const [now] = useState(Date.now);
  const [asOf] = useState(catalogNow);
  const { i18n } = useLingui();
  const portals = usePortals();
  const queryClient = useQueryClient();
  const [recent, setRecent] = useState(readRecentlyViewed);
  const query = useMemo(
    () => resultsQueryOf(state, acrossPortals, asOf),
    [state, acrossPortals, asOf],
  );
  const results = useQuery({
    ...catalogQueries.results(scope, versions, query),
    placeholderData: (previous) => previous ?? earlierAnswer(queryClient, scope, query),
  });
  const answer = results.data;
  const answered = answer !== undefined && !results.isPlaceholderData;
  // Formats the health page kept on an earlier visit: held once the first answer shows.
  const keptFormats = useQuery({
    ...keptFormatsQuery(scope, acrossPortals),
    enabled: answer !== undefined && !answer.formatsKnown && scope.length > 0,
  });
  // Filtered by files while those are still being read: what the answer found is not yet known
  // (a shared link to "no files" would otherwise say "No datasets" first).
  const formatFiltered = state.formats.length > 0 || state.files !== "";
  const readingFormats =
    formatFiltered &&
    answer !== undefined &&
    !answer.formatsKnown &&
    keptFormats.fetchStatus === "fetching";
  // The filters' counts follow the rows in a render React may interrupt: a keystroke's frame
  // shows its rows first.
  const counted = useDeferredValue(answer);
  // Once this text's results are in and counted, the next key's are asked ahead (see askAhead):
  // after the render a key's frame waits for, so their answers never arrive ahead of that frame.
  const settled = answered && counted === answer;
  useEffect(() => {
    if (!settled || arriving) return;
    const stop = new AbortController();
    askAhead(queryClient, scope, versions, state, acrossPortals, asOf, stop.signal).catch(
      () => undefined,
    );
    return () => stop.abort();
  }, [settled, arriving, queryClient, scope, versions, state, acrossPortals, asOf]);

  const items = useResultRows(answer, counted, portals, acrossPortals);
  const onFilter = useStableHandler(update);
  const onRowIntent = useStableHandler((item: DatasetListItem) => {
    const row = [...(answer?.rows ?? []), ...(counted?.rows ?? [])].find(
      (candidate) => candidate.dataset === item.dataset,
    );
    if (row) onIntent(portals.byId(row.portal) ?? portals.first, item.dataset.slug);
  });
  const exporting = useMutation({
    // The file is written in the engine's worker (catalog/export-file.ts): its rows never come here.
    mutationFn: async (format: "csv" | "json") => {
      const [{ exportHeaders }, { downloadBlob }] = await loadExport();
      const routes = Object.fromEntries(scope.map((portal) => [portal.id, portal.route]));
      const file = { format, headers: exportHeaders(i18n), origin: window.location.origin, routes };
      const blob = await catalogEngineOf(queryClient).exportFile(scope, query, file);
      const day = new Date().toISOString().slice(0, 10);
      downloadBlob(blob, `datasets-${day}.${format}`);
    },
  });

  const sort = effectiveSort(state);
  const { q, orgs, cats, updatedWithin } = state;
  const changes = answer?.changes ?? null;
  const changeFilter = changes ? state.changes : "";
  const portalFacet = useMemo(
    () =>
      acrossPortals && counted
        ? { values: counted.portals, counts: counted.portalCounts, selected: state.portals }
        : undefined,
    [acrossPortals, counted, state.portals],
  );
  const portalName = (id: string) => portals.byId(id)?.name ?? id;
  const home = scope[0] ?? portals.first;
  const catalogHref = (next: CatalogState) =>
    acrossPortals ? paths.allPortals(next) : paths.catalog(home, next);
  const chips = filterChips(i18n, state, portalName);
  const recentHrefs = new Set<string>();
  const recentLinks = recent.flatMap((item): RecentLink[] => {
    const portal = recentFrom(item);
    if (portal === null) return [];
    const href = paths.dataset(portal, item.slug);
    // An entry kept before portals had ids ("") may name the same page as a later one.
    if (recentHrefs.has(href)) return [];
    recentHrefs.add(href);
    return [
      {
        label: item.name || item.slug,
        href,
        portalName: acrossPortals ? portal.name : undefined,
        onIntent: () => onIntent(portal, item.slug),
      },
    ];
  });
  const resultCount = answer?.total ?? 0;
  // What is shown is what came so far: a list still arrives, or a portal has yet to answer.
  const soFar = answer?.arriving === true || arriving;
  const healthHref = acrossPortals ? paths.allHealth() : paths.health(scope[0] ?? portals.first);

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
      {formatFiltered && answer && !answer.formatsKnown && !readingFormats ? (
        <p className="formats-unknown">
          <Trans>
            Files' formats are known once every dataset's files have been read on{" "}
            <Link to={healthHref}>the portal's health page</Link>; until then the format filter
            finds only the datasets read so far.
          </Trans>
        </p>
      ) : null}
      {changes ? (
        <SinceLastVisit
          at={changes.at}
          checking={checking}
          unchecked={unchecked}
          summary={changes}
          filter={changeFilter}
          onFilter={(next) => update({ changes: next })}
        />
      ) : null}
      <div className="catalog-layout">
        <CatalogFilters
          portals={portalFacet}
          organizations={counted?.organizations ?? []}
          categories={counted?.categories ?? []}
          orgCounts={counted?.orgCounts ?? EMPTY_COUNTS}
          catCounts={counted?.catCounts ?? EMPTY_COUNTS}
          orgs={orgs}
          cats={cats}
          updatedWithin={updatedWithin}
          knownFormats={counted?.knownFormats ?? NO_FORMATS}
          formats={state.formats}
          files={state.files}
          described={state.described}
          healthHref={healthHref}
          activeCount={
            orgs.length +
            cats.length +
            state.portals.length +
            (updatedWithin ? 1 : 0) +
            (state.described ? 1 : 0) +
            state.formats.length +
            (state.files ? 1 : 0)
          }
          onChange={onFilter}
        />
        <div className="catalog-results" aria-busy={readingFormats} {...resultsHandlers}>
          <div className="results-head">
            <p role="status" className="result-count">
              {answer === undefined ? null : readingFormats ? (
                <Trans>Reading the files' formats kept from the portal's health page…</Trans>
              ) : soFar ? (
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
              canExport={resultCount > 0}
              onSort={(next) => update({ sort: next })}
              onExport={(format) => exporting.mutate(format)}
            />
          </div>
          {/* Polite, not a status: the page's one status is the count. */}
          <p aria-live="polite" className="held-back">
            {heldBack?.waiting ? (
              <>
                <Trans>The catalog changed while you were in the list.</Trans>{" "}
                <button type="button" className="link-button" onClick={heldBack.showNow}>
                  <Trans>Show it</Trans>
                </button>
              </>
            ) : null}
          </p>
          <ActiveFilters chips={chips} onChange={update} />
          {items.length > 0 ? (
            <DatasetList
              items={items}
              onIntent={onRowIntent}
              now={now}
              query={answer?.q}
              settledQuery={counted === answer ? answer?.q : undefined}
            />
          ) : answer && !readingFormats && !soFar ? (
            // Only a whole catalog can say nothing matches: until then the count says "so far".
            <EmptyResults chips={chips} onChange={update} />
          ) : null}
          <Pager
            page={answer?.page ?? 1}
            pageCount={answer?.pageCount ?? 1}
            hrefOf={(target) => catalogHref({ ...state, page: target })}
          />
        </div>
      </div>
    </>
  );
}

const NO_FORMATS: readonly string[] = [];
const EMPTY_COUNTS = new Int32Array(0);
