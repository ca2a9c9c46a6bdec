import { useQueries } from "@tanstack/react-query";
import { usePortals } from "../app/portals-context.tsx";
import { formatBytes, formatCount } from "../lib/format.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/**
 * What the first load shows until its page's data is in. A portal that pages its list (Eve: 25
 * datasets a page) can take seconds to read whole, so the reader sees how far each has come.
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
        const from = portals.several ? portal.name : "the portal";
        const { bytes } = read;
        if (bytes) {
          // One answer holds the whole list: say how much of it has come, in bytes.
          return (
            <p key={portal.id}>
              <label>
                Catalog received from {from}:{" "}
                {bytes.total === null
                  ? `${formatBytes(bytes.received)} so far`
                  : `${formatBytes(bytes.received)} of ${formatBytes(bytes.total)}`}
                <progress
                  value={bytes.total === null ? undefined : bytes.received}
                  max={bytes.total ?? undefined}
                />
              </label>
            </p>
          );
        }
        return (
          <p key={portal.id}>
            <label>
              Datasets read from {from}:{" "}
              {read.total === null
                ? `${formatCount(read.loaded)} so far`
                : `${formatCount(read.loaded)} of ${formatCount(read.total)}`}
              <progress
                value={read.total === null ? undefined : read.loaded}
                max={read.total ?? undefined}
              />
            </label>
          </p>
        );
      })}
    </main>
  );
}
