import { Trans, useLingui } from "@lingui/react/macro";
import { type QueryClient, useQueries } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { DatasetSummary } from "../api/types.ts";
import type { AppPortal, Portals } from "../app/portals.ts";
import { usePortals } from "../app/portals-context.tsx";
import { ErrorAlert } from "../components/error-alert.tsx";
import { getCatalogIndex } from "../lib/search/catalog-index.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { usePrefetchDataset } from "./catalog-route.tsx";
import { CatalogView } from "./catalog-view.tsx";
import { useChangesSinceLastVisit } from "./use-changes-since-last-visit.ts";
import { useSteadyWhileInUse } from "./use-steady-while-in-use.ts";

/** Asks every portal for its catalog at once; the page shows each as it arrives, not all or none. */
export function allPortalsLoader(queryClient: QueryClient, portals: Portals) {
  return () => {
    for (const portal of portals.list) {
      queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    }
    return null;
  };
}

interface Arrived {
  readonly portal: AppPortal;
  readonly datasets: readonly DatasetSummary[];
}

/** One list of every portal that has answered, with which portal each dataset is from. */
function combine(arrived: readonly Arrived[]) {
  const datasets: DatasetSummary[] = [];
  const of: string[] = [];
  const owners: AppPortal[] = [];
  for (const { portal, datasets: list } of arrived) {
    for (const dataset of list) {
      datasets.push(dataset);
      of.push(portal.id);
      owners.push(portal);
    }
  }
  const portals = arrived.map(({ portal }) => ({ key: portal.id, label: portal.name }));
  return { index: getCatalogIndex(datasets, { of, portals }), owners, arrived };
}

/** `/all`: every portal's catalog searched together, each result naming its portal. */
export function AllPortalsPage() {
  const portals = usePortals();
  const prefetch = usePrefetchDataset();
  const results = useQueries({ queries: portals.list.map((p) => datasetQueries.list(p)) });
  const lists = results.map((result) => result.data?.datasets);
  // The combined index is rebuilt only when a portal's list itself changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each list's identity is the dependency
  const combined = useMemo(
    () =>
      combine(
        portals.list.flatMap((portal, i) => {
          const datasets = lists[i];
          return datasets ? [{ portal, datasets }] : [];
        }),
      ),
    [portals, ...lists],
  );
  const { shown, handlers } = useSteadyWhileInUse(combined);
  const { index, owners } = shown;
  const portalOf = useCallback((id: number) => owners[id] ?? portals.first, [owners, portals]);
  const recentFrom = useCallback(
    (item: { portal: string }) => portals.byId(item.portal || portals.first.id) ?? null,
    [portals],
  );
  const changes = useChangesSinceLastVisit(
    shown.arrived.map(({ portal, datasets }) => {
      const result = results[portals.list.indexOf(portal)];
      const fetching = result ? result.isFetching && !result.isPaused : false;
      const unchecked = result ? result.isRefetchError || result.isPaused : false;
      return { portal, datasets, fetching, unchecked };
    }),
    index,
    portalOf,
  );
  // A list still arriving shows its first datasets, but its portal has not answered yet.
  const answered = results.filter((result) => result.data && !result.data.partial).length;
  const failed = portals.list.flatMap((portal, i) => {
    const result = results[i];
    return result?.error && (result.data === undefined || result.data.partial)
      ? [{ portal, result }]
      : [];
  });
  const waiting = portals.list.length - answered - failed.length;
  const portalCount = portals.list.length;
  const { t } = useLingui();

  return (
    <section className="page catalog">
      <title>{t`Datasets · All portals (${portalCount})`}</title>
      <h1>
        <Trans>Datasets of all portals</Trans>
      </h1>
      <CatalogView
        index={index}
        portalOf={portalOf}
        acrossPortals
        recentFrom={recentFrom}
        onIntent={prefetch}
        changes={changes}
        resultsHandlers={handlers}
        notices={
          <div className="portal-notices">
            <p role="status" className="portals-answered" aria-busy={waiting > 0}>
              {waiting > 0 ? (
                <Trans>
                  {answered} of {portalCount} portals answered; the others are still loading
                </Trans>
              ) : (
                <Trans>
                  {answered} of {portalCount} portals answered
                </Trans>
              )}
            </p>
            {failed.map(({ portal, result }) => (
              <ErrorAlert
                key={portal.id}
                title={t`${portal.name} is missing from the results: its catalog could not be loaded`}
                error={result.error}
                onRetry={() => void result.refetch()}
              />
            ))}
          </div>
        }
      />
    </section>
  );
}
