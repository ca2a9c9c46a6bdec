import { Trans, useLingui } from "@lingui/react/macro";
import { type QueryClient, useQueries } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { ErrorAlert } from "../components/error-alert.tsx";
import type { Portals } from "../portals/portals.ts";
import { usePortals } from "../portals/portals-context.tsx";
import { versionsOf } from "../queries/catalog-queries.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import { usePrefetchDataset } from "./catalog-route.tsx";
import { CatalogView } from "./catalog-view.tsx";
import { type RecentDataset, recentPortal } from "./recently-viewed.ts";
import { useResumedLists } from "./use-resumed-lists.ts";
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

/** `/all`: every portal's catalog searched together, each result naming its portal. */
export function AllPortalsPage() {
  const portals = usePortals();
  const prefetch = usePrefetchDataset();
  const results = useQueries({ queries: portals.list.map((p) => datasetQueries.list(p)) });
  const handles = results.map((result) => result.data);
  useResumedLists(results);
  // The engine searches the catalogs it holds of the portals that have answered.
  const latest = versionsOf(handles.filter((handle) => handle !== undefined));
  const { shown, handlers, heldBack } = useSteadyWhileInUse(latest);
  const scope = useMemo(() => {
    const answered = new Set(shown.split(" ").map((version) => version.split("@")[0]));
    return portals.list.filter((portal) => answered.has(portal.id));
  }, [portals, shown]);
  const recentFrom = useCallback((item: RecentDataset) => recentPortal(portals, item), [portals]);
  const arrived = results.filter((result) => result.data !== undefined);
  // A list still arriving shows its first datasets, but its portal has not answered yet.
  const answered = results.filter((result) => result.data && !result.data.arriving).length;
  const failed = portals.list.flatMap((portal, i) => {
    const result = results[i];
    return result?.error && (result.data === undefined || result.data.arriving)
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
        scope={scope}
        versions={shown}
        acrossPortals
        recentFrom={recentFrom}
        onIntent={prefetch}
        checking={arrived.some((result) => result.isFetching && !result.isPaused)}
        unchecked={arrived.some((result) => result.isRefetchError || result.isPaused)}
        resultsHandlers={handlers}
        heldBack={heldBack}
        arriving={waiting > 0}
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
