import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { DatasetList } from "../components/dataset-list.tsx";
import { countLabel } from "../lib/pluralize.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

const PAGE_SIZE = 50;

export function catalogLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.query(datasetQueries.list());
    return null;
  };
}

export function CatalogPage() {
  const { data: datasets } = useSuspenseQuery(datasetQueries.list());
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const prefetch = (slug: string) => {
    queryClient.query(datasetQueries.detail(slug)).catch(() => undefined);
  };
  const query = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);

  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? datasets.filter((d) => d.name.toLocaleLowerCase().includes(needle))
    : datasets;
  const pageCount = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const shown = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: "q" in next });
  };

  return (
    <section className="page">
      <h1>Datasets</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search">Search datasets</label>
        <input
          id="search"
          type="search"
          value={query}
          onChange={(event) => update({ q: event.target.value, page: "" })}
        />
      </form>
      <p role="status" className="result-count">
        {countLabel(matches.length, "dataset", "datasets")}
      </p>
      <DatasetList datasets={shown} onIntent={prefetch} />
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="pager">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
          >
            Previous page
          </button>
          <span>
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next page
          </button>
        </nav>
      ) : null}
    </section>
  );
}
