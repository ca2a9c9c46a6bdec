import { Trans } from "@lingui/react/macro";
import { useQueries } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { usePortals } from "../portals/portals-context.tsx";
import { datasetQueries } from "../queries/dataset-queries.ts";

// Only a list slow enough to report progress needs the lines (and the formats they use).
const ListProgressLines = lazy(async () => ({
  default: (await import("./list-progress.tsx")).ListProgressLines,
}));

/**
 * What the first load shows until its page's data is in. A portal that pages its list (Eve: 25
 * datasets a page) or sends a big one slowly can take seconds, so the reader sees how far each
 * portal has come.
 */
export function InitialLoading() {
  const portals = usePortals();
  const progress = useQueries({
    queries: portals.list.map((portal) => datasetQueries.listProgress(portal)),
  });
  const reads = portals.list.map((portal, i) => ({ portal, read: progress[i]?.data }));
  return (
    <main id="main" className="initial-loading" aria-busy="true">
      <p role="status" className="muted">
        <Trans>Loading the explorer…</Trans>
      </p>
      {reads.some(({ read }) => read) ? (
        <Suspense fallback={null}>
          <ListProgressLines progress={reads} several={portals.several} />
        </Suspense>
      ) : null}
    </main>
  );
}
