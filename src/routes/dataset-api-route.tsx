import { Trans } from "@lingui/react/macro";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useOutletContext, useParams, useSearchParams } from "react-router-dom";
import { PROXY_PATH, proxyRequestBody } from "../api/proxy.ts";
import { ApiDataPanel } from "../components/api-data/api-data-panel.tsx";
import type { ProxyView } from "../components/api-data/proxy-view.ts";
import { requestSnippets } from "../lib/snippets.ts";
import { usePortal } from "../portals/portals-context.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { proxyKeys, proxyQueries } from "../queries/proxy-queries.ts";
import type { DatasetOutletContext } from "./dataset-route.tsx";

/**
 * `.../datasets/:slug/api`: asks the portal's proxy for the attached API's answer (a query keyed by the
 * slug, so it is cached, cancellable and refreshed only on demand) and keeps the view in `?view=`.
 * A dataset that lists no API object says so before anything is asked, and the reader may ask the
 * portal anyway (some portals attach an API without listing it).
 */
export function Component() {
  const slug = useParams().slug ?? "";
  const portal = usePortal();
  const queryClient = useQueryClient();
  // The page's loader has it already: the objects say whether an API is attached, and which.
  const { data: dataset } = useSuspenseQuery(datasetQueries.detail(portal, slug));
  const apis = dataset.objects.filter((object) => object.isApi);
  const [askedAnyway, setAskedAnyway] = useState<string | null>(null);
  const ask = apis.length > 0 || askedAnyway === slug;
  const answer = useQuery({ ...proxyQueries.preview(portal, slug), enabled: ask });
  const names = useOutletContext<DatasetOutletContext | undefined>();
  const [searchParams, setSearchParams] = useSearchParams();
  // Remembered per slug, so the note does not follow the reader to another dataset.
  const [cancelledSlug, setCancelledSlug] = useState<string | null>(null);
  // The snippets name the portal's public proxy address: they are for use outside the explorer.
  const snippets = useMemo(
    () => requestSnippets(`${portal.api}${PROXY_PATH}`, { ...proxyRequestBody(slug) }),
    [portal.api, slug],
  );

  const changeView = (view: ProxyView) => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set("view", view);
      return next;
    });
  };

  if (!ask) {
    return <NoApiListed onAsk={() => setAskedAnyway(slug)} />;
  }

  return (
    <ApiDataPanel
      apiNames={apis.map((object) => object.name || object.slug).filter(Boolean)}
      slug={slug}
      answerKey={proxyKeys.preview(portal.id, slug)}
      answer={answer.data}
      error={answer.error}
      fetching={answer.isFetching}
      cancelled={cancelledSlug === slug}
      requestedView={searchParams.get("view")}
      snippets={snippets}
      onViewChange={changeView}
      datasetName={names?.datasetName}
      portalName={names?.portalName}
      onRefresh={() => {
        setCancelledSlug(null);
        void answer.refetch();
      }}
      onCancel={() => {
        setCancelledSlug(slug);
        void queryClient.cancelQueries({ queryKey: proxyKeys.preview(portal.id, slug) });
      }}
    />
  );
}

/** Said before any request: this dataset lists no API, and the portal can be asked all the same. */
function NoApiListed({ onAsk }: { onAsk: () => void }) {
  return (
    <section aria-labelledby="api-data-heading" className="api-data">
      <h2 id="api-data-heading" data-route-focus>
        <Trans>API data</Trans>
      </h2>
      <div role="status" className="note">
        <p>
          <Trans>
            This dataset lists no API among its resources, so nothing was asked. Some portals attach
            one without listing it.
          </Trans>
        </p>
        <button type="button" onClick={onAsk}>
          <Trans>Ask the portal anyway</Trans>
        </button>
      </div>
    </section>
  );
}
