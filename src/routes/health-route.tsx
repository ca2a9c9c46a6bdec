import { useLingui } from "@lingui/react/macro";
import { type QueryClient, useQueries, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { ErrorAlert } from "../components/error-alert.tsx";
import type { HealthLinks } from "../components/health/health-links.ts";
import { paths } from "../lib/app-paths.ts";
import { type CatalogState, catalogStateToParams, EMPTY_FILTERS } from "../lib/url-state.ts";
import { type Portals, portalOf } from "../portals/portals.ts";
import { usePortal, usePortals } from "../portals/portals-context.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { healthQueries } from "../queries/health-queries.ts";
import { HealthView } from "./health-view.tsx";

/** One portal's health: its list first (the engine works the figures out), kept work beside it. */
export function healthLoader(queryClient: QueryClient, portals: Portals) {
  return ({ params }: LoaderFunctionArgs) => {
    const portal = portalOf(portals, params.portal);
    if (!portal) throw new Response("Portal not found", { status: 404 });
    queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    queryClient.query(healthQueries.kept(portal.id)).catch(() => undefined);
    return null;
  };
}

/** Across portals: every portal's list, each counted as it arrives. */
export function allHealthLoader(queryClient: QueryClient, portals: Portals) {
  return () => {
    for (const portal of portals.list) {
      queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    }
    queryClient.query(healthQueries.kept("all")).catch(() => undefined);
    return null;
  };
}

function catalogHref(base: string, state: Partial<CatalogState>): string {
  const query = catalogStateToParams({ ...EMPTY_FILTERS, sort: "", ...state }).toString();
  return query ? `${base}?${query}` : base;
}

/** `/p/<id>/health`: one portal's health. */
export function HealthPage() {
  const portal = usePortal();
  const { t } = useLingui();
  const list = useSuspenseQuery(datasetQueries.list(portal));
  const scope = useMemo(() => [portal], [portal]);
  const name = portal.name;
  const links: HealthLinks = {
    catalogOf: (state) => catalogHref(paths.catalog(portal), state),
    datasetOf: (_portal, slug) => paths.dataset(portal, slug),
  };
  return (
    <HealthView
      title={t`Portal health: ${name}`}
      scope={scope}
      scopeKey={portal.id}
      handles={[list.data]}
      across={false}
      waiting={0}
      links={links}
    />
  );
}

/** `/all/health`: every portal's health, side by side and together. */
export function AllHealthPage() {
  const portals = usePortals();
  const { t } = useLingui();
  const results = useQueries({ queries: portals.list.map((p) => datasetQueries.list(p)) });
  const handles = results.map((result) => result.data);
  const answered = new Set(
    handles.flatMap((handle) => (handle && !handle.arriving ? [handle.portal] : [])),
  );
  const scope = portals.list.filter((portal) => answered.has(portal.id));
  const scopeIds = scope.map((portal) => portal.id).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same portals are the same scope
  const stableScope = useMemo(() => scope, [scopeIds]);
  // A portal whose list failed is no longer waited for: it is named, with its status and a retry.
  const failed = portals.list.flatMap((portal, i) => {
    const result = results[i];
    return result?.error && !answered.has(portal.id) ? [{ portal, result }] : [];
  });
  const links: HealthLinks = {
    catalogOf: (state) => catalogHref(paths.allPortals(), state),
    datasetOf: (id, slug) => {
      const portal = portals.byId(id);
      return portal ? paths.dataset(portal, slug) : null;
    },
  };
  return (
    <HealthView
      title={t`Portal health: all portals`}
      scope={stableScope}
      scopeKey="all"
      handles={handles.filter((handle) => handle !== undefined && !handle.arriving)}
      across
      waiting={portals.list.length - answered.size - failed.length}
      links={links}
      notices={failed.map(({ portal, result }) => {
        const name = portal.name;
        return (
          <ErrorAlert
            key={portal.id}
            title={t`${name} is not counted: its catalog could not be loaded`}
            error={result.error}
            onRetry={() => void result.refetch()}
          />
        );
      })}
    />
  );
}
