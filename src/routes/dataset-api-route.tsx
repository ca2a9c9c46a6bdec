import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useOutletContext, useParams, useSearchParams } from "react-router-dom";
import { PROXY_PATH, proxyRequestBody } from "../api/proxy.ts";
import { usePortal } from "../app/portals-context.tsx";
import { ApiDataPanel } from "../components/api-data/api-data-panel.tsx";
import type { ProxyView } from "../lib/proxy-view.ts";
import { requestSnippets } from "../lib/snippets.ts";
import { proxyKeys, proxyQueries } from "../queries/proxy-queries.ts";
import type { DatasetOutletContext } from "./dataset-route.tsx";

/**
 * `.../datasets/:slug/api`: asks the portal's proxy for the attached API's answer (a query keyed by the
 * slug, so it is cached, cancellable and refreshed only on demand) and keeps the view in `?view=`.
 */
export function Component() {
  const slug = useParams().slug ?? "";
  const portal = usePortal();
  const queryClient = useQueryClient();
  const answer = useQuery(proxyQueries.preview(portal, slug));
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

  return (
    <ApiDataPanel
      slug={slug}
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
