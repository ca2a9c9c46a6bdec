import type { QueryClient } from "@tanstack/react-query";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, Outlet, useMatch, useParams } from "react-router-dom";
import { paths } from "../app/paths.ts";
import { DateText } from "../components/portal-date.tsx";
import { ResourcesTable } from "../components/resources-table.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";

export function datasetLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? "";
    // The detail lacks organization and category: warm the list for them without waiting on it.
    void queryClient.query(datasetQueries.list()).catch(() => undefined);
    await queryClient.query(datasetQueries.detail(slug));
    return null;
  };
}

export function DatasetPage() {
  const slug = useParams().slug ?? "";
  const { data: dataset } = useSuspenseQuery(datasetQueries.detail(slug));
  const summary = useQuery({
    ...datasetQueries.list(),
    select: (list) => list.find((item) => item.slug === slug) ?? null,
  });
  const apiOpen = useMatch("/datasets/:slug/api") !== null;
  const pending = summary.isPending ? "…" : null;

  return (
    <article className="page">
      <h1>{dataset.name || dataset.slug}</h1>
      <dl className="facts">
        <div>
          <dt>Organization</dt>
          <dd>{pending ?? summary.data?.ownerName ?? "unknown"}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{pending ?? summary.data?.categoryName ?? "unknown"}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <DateText date={dataset.created} />
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <DateText date={dataset.updated} />
          </dd>
        </div>
      </dl>
      {dataset.description ? <p className="description">{dataset.description}</p> : null}
      <h2>Resources</h2>
      <ResourcesTable objects={dataset.objects} />
      <nav aria-label="Dataset views" className="tabs">
        <Link to={paths.dataset(slug)} aria-current={apiOpen ? undefined : "page"}>
          Resources
        </Link>
        <Link to={paths.datasetApi(slug)} aria-current={apiOpen ? "page" : undefined}>
          API data
        </Link>
      </nav>
      <Outlet />
    </article>
  );
}
