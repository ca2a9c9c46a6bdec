import { Trans } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { DatasetDetail } from "../../api/types.ts";
import { paths } from "../../lib/app-paths.ts";
import { watchKey } from "../../lib/watch/watch-entry.ts";
import { snapshotOf } from "../../queries/dataset-snapshot.ts";
import { watchMutations, watchQueries } from "../../queries/watch-queries.ts";
import "./watch.css";

interface WatchToggleProps {
  portal: string;
  dataset: DatasetDetail;
}

/**
 * Watch: keeps what the reader sees of the dataset now, so Watched datasets can say what changed
 * since. Pressed again, it stops watching.
 */
export function WatchToggle({ portal, dataset }: WatchToggleProps) {
  const client = useQueryClient();
  const key = watchKey({ portal, slug: dataset.slug });
  const list = useQuery(watchQueries.list());
  const watching = list.data?.some((entry) => watchKey(entry) === key) ?? false;
  const watch = useMutation(watchMutations.watch(client));
  const unwatch = useMutation(watchMutations.unwatch(client));
  const busy = list.isPending || watch.isPending || unwatch.isPending;
  const failed = watch.isError || unwatch.isError || list.isError;
  return (
    <div className="watch-toggle">
      <button
        type="button"
        aria-pressed={watching}
        disabled={list.isPending}
        onClick={() => {
          if (busy) return;
          if (watching) unwatch.mutate({ portal, slug: dataset.slug });
          else watch.mutate({ portal, slug: dataset.slug, snapshot: snapshotOf(dataset) });
        }}
      >
        <span aria-hidden="true">{watching ? "★ " : "☆ "}</span>
        <Trans>Watch</Trans>
      </button>
      <p role="status" className="watch-toggle-status">
        {failed ? (
          <Trans>
            This browser could not keep the watched datasets (storage may be off or full).
          </Trans>
        ) : watching ? (
          <Trans>
            Watching: <Link to={paths.watched()}>Watched datasets</Link> will say what changed since
            now.
          </Trans>
        ) : null}
      </p>
    </div>
  );
}
