import { formatCount } from "../lib/format.ts";
import { useListProgress } from "../queries/list-progress.ts";

/**
 * What the first load shows until its page's data is in. A portal that pages its list (Eve: 25
 * datasets a page) can take seconds to read whole, so the reader sees how far it has come.
 */
export function InitialLoading() {
  const progress = useListProgress();
  return (
    <main className="initial-loading">
      <p className="muted">Loading…</p>
      {progress ? (
        <p>
          <label>
            Datasets read from the portal:{" "}
            {progress.total === null
              ? `${formatCount(progress.loaded)} so far`
              : `${formatCount(progress.loaded)} of ${formatCount(progress.total)}`}
            <progress
              value={progress.total === null ? undefined : progress.loaded}
              max={progress.total ?? undefined}
            />
          </label>
        </p>
      ) : null}
    </main>
  );
}
