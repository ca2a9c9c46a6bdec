import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { AppPortal } from "../portals/portals.ts";
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
  return (
    <main id="main" className="initial-loading" aria-busy="true">
      <p role="status" className="muted">
        <Trans>Loading the explorer…</Trans>
      </p>
      {portals.list.map((portal) => (
        <PortalProgress key={portal.id} portal={portal} several={portals.several} />
      ))}
    </main>
  );
}

/** How far one portal's list has come, once it reports (one query each: nothing else re-renders). */
function PortalProgress({ portal, several }: { portal: AppPortal; several: boolean }) {
  const read = useQuery(datasetQueries.listProgress(portal)).data;
  if (!read) return null;
  return (
    <Suspense fallback={null}>
      <ListProgressLines progress={[{ portal, read }]} several={several} />
    </Suspense>
  );
}
