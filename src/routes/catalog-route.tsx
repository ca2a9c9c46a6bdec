import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { loadDatasetRoute } from "../app/lazy-routes.ts";
import { queryInLoader } from "../app/query-in-loader.ts";
import { ActiveFilters, EmptyResults, filterChips } from "../components/catalog/active-filters.tsx";
import { CatalogFilters } from "../components/catalog/catalog-filters.tsx";
import { Pager } from "../components/catalog/pager.tsx";
import { ResultsToolbar } from "../components/catalog/results-toolbar.tsx";
import { SearchBox } from "../components/catalog/search-box.tsx";
import { useCatalogUrlState } from "../components/catalog/use-catalog-url-state.ts";
import { DatasetList } from "../components/dataset-list.tsx";
import { RecentlyViewed } from "../components/recently-viewed.tsx";
import { datasetsToCsv, datasetsToJson, toExported } from "../lib/export-catalog.ts";
import { downloadText } from "../lib/export-download.ts";
import { countLabel } from "../lib/pluralize.ts";
import { clearRecentlyViewed, readRecentlyViewed } from "../lib/recently-viewed.ts";
import { getCatalogIndex } from "../lib/search/catalog-index.ts";
import { queryCatalog } from "../lib/search/catalog-query.ts";
import { excerpt } from "../lib/search/excerpt.ts";
import { catalogStateToParams, effectiveSort } from "../lib/url-state.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import "../components/catalog/catalog.css";

const PAGE_SIZE = 25;

export function catalogLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await queryInLoader(queryClient, datasetQueries.list(), request.signal);
    return null;
  };
}

/** Only a new list needs the loader again; search, filters and pages are worked out in the browser. */
export function catalogShouldRevalidate({
  currentUrl,
  nextUrl,
}: {
  currentUrl: URL;
  nextUrl: URL;
}) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function CatalogPage() {
  const { data: datasets } = useSuspenseQuery(datasetQueries.list());
  const queryClient = useQueryClient();
  const { state, search, settle, update } = useCatalogUrlState();
  const index = getCatalogIndex(datasets);
  const [now] = useState(Date.now);
  const [recent, setRecent] = useState(readRecentlyViewed);

  // Index the search while the reader looks at the first rows, in steps between frames.
  useEffect(() => {
    const id = setTimeout(() => void index.prepareSearch(), 50);
    return () => clearTimeout(id);
  }, [index]);

  const sort = effectiveSort(state);
  const { q, orgs, cats, updatedWithin } = state;
  const answer = useMemo(
    () => queryCatalog(index, { q, orgs, cats, updatedWithin, sort }, now),
    [index, q, orgs, cats, updatedWithin, sort, now],
  );
  const pageCount = Math.max(1, Math.ceil(answer.ids.length / PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const items = useMemo(
    () =>
      Array.from(answer.ids.subarray(start, start + PAGE_SIZE)).flatMap((id) => {
        const entry = index.entries[id];
        return entry ? [{ dataset: entry.dataset, excerpt: excerpt(index.plain(id)) }] : [];
      }),
    [answer, index, start],
  );
  const chips = filterChips(state);

  const prefetch = (slug: string) => {
    queryClient.query(datasetQueries.detail(slug)).catch(() => undefined);
    loadDatasetRoute().catch(() => undefined);
  };
  const exportResults = (format: "csv" | "json") => {
    const rows = Array.from(answer.ids).flatMap((id) => {
      const entry = index.entries[id];
      return entry ? [toExported(entry.dataset, index.plain(id), window.location.origin)] : [];
    });
    const day = new Date().toISOString().slice(0, 10);
    if (format === "csv")
      downloadText(datasetsToCsv(rows), `datasets-${day}.csv`, "text/csv;charset=utf-8");
    else downloadText(datasetsToJson(rows), `datasets-${day}.json`, "application/json");
  };

  return (
    <section className="page catalog">
      <h1>Datasets</h1>
      <SearchBox value={q} onSearch={search} onSettle={settle} />
      <RecentlyViewed
        items={recent}
        onIntent={prefetch}
        onClear={() => {
          clearRecentlyViewed();
          setRecent([]);
        }}
      />
      <div className="catalog-layout">
        <CatalogFilters
          organizations={index.organizations}
          categories={index.categories}
          orgCounts={answer.orgCounts}
          catCounts={answer.catCounts}
          orgs={orgs}
          cats={cats}
          updatedWithin={updatedWithin}
          activeCount={orgs.length + cats.length + (updatedWithin ? 1 : 0)}
          onChange={update}
        />
        <div className="catalog-results">
          <div className="results-head">
            <p role="status" className="result-count">
              {countLabel(answer.ids.length, "dataset", "datasets")}
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
              onIntent={prefetch}
              now={now}
              query={q}
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
    </section>
  );
}
