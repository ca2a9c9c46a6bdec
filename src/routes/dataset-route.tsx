import type { QueryClient } from "@tanstack/react-query";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Link, type LoaderFunctionArgs, Outlet, useMatch, useParams } from "react-router-dom";
import { paths } from "../app/paths.ts";
import { portalName } from "../app/portal-info.ts";
import { queryInLoader } from "../app/query-in-loader.ts";
import { loadSafeHtml } from "../components/dataset/dataset-description.tsx";
import { DatasetHeader } from "../components/dataset/dataset-header.tsx";
import { DatasetJsonLd } from "../components/dataset/dataset-json-ld.tsx";
import { looksLikeHtml } from "../components/dataset/description-text.ts";
import { datasetJsonLd } from "../components/dataset/json-ld.ts";
import {
  CiteDataset,
  DownloadAll,
  preloadDatasetSections,
} from "../components/dataset/lazy-sections.tsx";
import { ResourcesSection } from "../components/dataset/resources-section.tsx";
import { useCopyStatus } from "../components/use-copy-status.ts";
import { recordRecentlyViewed } from "../lib/recently-viewed.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/** What the dataset page hands the API data panel below it: names for chart captions. */
export interface DatasetOutletContext {
  readonly datasetName: string;
  readonly portalName: string;
}

export function datasetLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const slug = params.slug ?? "";
    preloadDatasetSections();
    // The detail lacks organization and category: warm the list for them without waiting on it.
    void queryClient.query(datasetQueries.list()).catch(() => undefined);
    const detail = await queryInLoader(queryClient, datasetQueries.detail(slug), request.signal);
    // The sanitizer is its own chunk; fetch it with the page only when the description needs it.
    if (looksLikeHtml(detail.description)) await loadSafeHtml().catch(() => undefined);
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
  const { message, copy } = useCopyStatus();
  const name = dataset.name || dataset.slug;
  const organization = summary.isPending ? undefined : (summary.data?.ownerName ?? null);
  const category = summary.isPending ? undefined : (summary.data?.categoryName ?? null);
  const origin = window.location.origin;
  const permalink = new URL(paths.dataset(slug), origin).href;

  useEffect(() => {
    recordRecentlyViewed({ slug, name });
  }, [slug, name]);

  return (
    <article className="page">
      <title>{`${name} · ${portalName}`}</title>
      <DatasetJsonLd
        data={datasetJsonLd({
          dataset,
          organization: organization ?? null,
          portal: portalName,
          permalink,
        })}
      />
      <DatasetHeader dataset={dataset} organization={organization} category={category} />
      {/* The API data panel opens here, under the header, where the reader's eyes already are. */}
      <nav aria-label="Dataset views" className="tabs">
        <Link to={paths.dataset(slug)} aria-current={apiOpen ? undefined : "page"}>
          Resources
        </Link>
        <Link to={paths.datasetApi(slug)} aria-current={apiOpen ? "page" : undefined}>
          API data
        </Link>
      </nav>
      <Outlet context={{ datasetName: name, portalName } satisfies DatasetOutletContext} />
      <ResourcesSection
        objects={dataset.objects}
        onCopy={copy}
        source={{ datasetName: name, portalName }}
      />
      <Suspense fallback={null}>
        <DownloadAll
          datasetName={name}
          pageUrl={permalink}
          objects={dataset.objects}
          origin={origin}
          onCopy={copy}
        />
        <CiteDataset
          citation={{
            organization: organization ?? null,
            name,
            portal: portalName,
            permalink,
            retrieved: new Date(),
            updatedMs: dataset.updated.ms,
          }}
          onCopy={copy}
        />
      </Suspense>
      <p role="status" className="copy-status">
        {message}
      </p>
    </article>
  );
}
