import { useQueries } from "@tanstack/react-query";
import type { ListProgress } from "../api/datasets.ts";
import { usePortals } from "../app/portals-context.tsx";
import { formatBytes, formatCount } from "../lib/format.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/** "325 of 600" datasets of a paged list, or "3.2 MB of 11.5 MB" of a list sent in one answer. */
function describe(
  read: ListProgress,
  from: string,
): { what: string; done: number; total: number | null } {
  if (read.bytes) {
    const { received, total } = read.bytes;
    const amount =
      total === null
        ? `${formatBytes(received)} so far`
        : `${formatBytes(received)} of ${formatBytes(total)}`;
    return { what: `Catalog received from ${from}: ${amount}`, done: received, total };
  }
  const amount =
    read.total === null
      ? `${formatCount(read.loaded)} so far`
      : `${formatCount(read.loaded)} of ${formatCount(read.total)}`;
  return { what: `Datasets read from ${from}: ${amount}`, done: read.loaded, total: read.total };
}

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
  return (
    <main className="initial-loading">
      <p className="muted">Loading…</p>
      {portals.list.map((portal, i) => {
        const read = progress[i]?.data;
        if (!read) return null;
        const { what, done, total } = describe(read, portals.several ? portal.name : "the portal");
        return (
          <p key={portal.id}>
            <label>
              {what}
              <progress value={total === null ? undefined : done} max={total ?? undefined} />
            </label>
          </p>
        );
      })}
    </main>
  );
}
