import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Link, Outlet, useMatch, useParams } from "react-router-dom";
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
import { loadSafeHtml } from "../components/dataset/sanitizer.ts";
import { useCopyStatus } from "../components/use-copy-status.ts";
import { WatchToggle } from "../components/watch/watch-toggle.tsx";
import { datasetApiPattern, paths } from "../lib/app-paths.ts";
import { usePortal } from "../portals/portals-context.tsx";
import { catalogQueries } from "../queries/catalog-queries.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { recordRecentlyViewed } from "./recently-viewed.ts";

/** What the dataset page hands the API data panel below it: names for chart captions. */
export interface DatasetOutletContext {
  readonly datasetName: string;
  readonly portalName: string;
}

/**
 * What the page's loader (dataset-loader.ts, in the first bundle) does once this module is here:
 * warm the sections below the fold, then wait for the sanitizer (which the loader started beside
 * this module) only when this description is markup.
 */
export const datasetPageParts = {
  preload: preloadDatasetSections,
  prepareDescription: async (description: string) => {
    if (looksLikeHtml(description)) await loadSafeHtml().catch(() => undefined);
  },
};

export function DatasetPage() {
  const slug = useParams().slug ?? "";
  const portal = usePortal();
  const { data: dataset } = useSuspenseQuery(datasetQueries.detail(portal, slug));
  // Organization and category come from the catalog: kept or cached, the engine answers at
  // once; else the list is asked for now that the dataset is on screen (see dataset-loader.ts).
  const list = useQuery(datasetQueries.list(portal));
  const summary = useQuery(catalogQueries.summary(portal, list.data, slug));
  const apiOpen = useMatch(datasetApiPattern(portal)) !== null;
  const { message, copy } = useCopyStatus();
  const { t } = useLingui();
  const name = dataset.name || dataset.slug;
  // A list that failed leaves them unknown rather than waiting.
  const known = !summary.isPending || list.isError;
  const organization = known ? (summary.data?.ownerName ?? null) : undefined;
  const category = known ? (summary.data?.categoryName ?? null) : undefined;
  const origin = window.location.origin;
  const hasFiles = dataset.objects.some((object) => object.file.href !== null);
  const permalink = new URL(paths.dataset(portal, slug), origin).href;

  useEffect(() => {
    recordRecentlyViewed({ portal: portal.id, slug, name });
  }, [portal.id, slug, name]);

  return (
    <article className="page">
      <title>{`${name} · ${portal.name}`}</title>
      <DatasetJsonLd
        data={datasetJsonLd({
          dataset,
          organization: organization ?? null,
          portal: portal.name,
          permalink,
        })}
      />
      <DatasetHeader dataset={dataset} organization={organization} category={category} />
      <WatchToggle portal={portal.id} dataset={dataset} />
      <nav aria-label={t`On this page`} className="section-links">
        <a href="#resources">
          <Trans>Resources</Trans>
        </a>
        {hasFiles ? (
          <a href="#download-all">
            <Trans>Download all</Trans>
          </a>
        ) : null}
        <a href="#cite">
          <Trans>Cite this dataset</Trans>
        </a>
      </nav>
      {/* The API data panel opens here, under the header, where the reader's eyes already are. */}
      <nav aria-label={t`Dataset views`} className="tabs">
        <Link to={paths.dataset(portal, slug)} aria-current={apiOpen ? undefined : "page"}>
          <Trans>Resources</Trans>
        </Link>
        <Link to={paths.datasetApi(portal, slug)} aria-current={apiOpen ? "page" : undefined}>
          <Trans>API data</Trans>
        </Link>
      </nav>
      <Outlet
        context={{ datasetName: name, portalName: portal.name } satisfies DatasetOutletContext}
      />
      <ResourcesSection
        objects={dataset.objects}
        onCopy={copy}
        source={{ datasetName: name, portalName: portal.name }}
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
            portal: portal.name,
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
