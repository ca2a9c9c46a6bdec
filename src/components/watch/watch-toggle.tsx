import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { Link } from "react-router-dom";
import type { DatasetDetail } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { paths } from "../../lib/app-paths.ts";
import { watchKey } from "../../lib/watch/watch-entry.ts";
import { diffSnapshots } from "../../lib/watch/watch-snapshot.ts";
import { snapshotOf } from "../../queries/dataset-snapshot.ts";
import { watchMutations, watchQueries } from "../../queries/watch-queries.ts";
import { WatchChanges } from "./watch-changes.tsx";
import "./watch.css";

interface WatchToggleProps {
  portal: string;
  dataset: DatasetDetail;
}

/**
 * Watch: keeps what the reader sees of the dataset now, so Watched datasets can say what changed
 * since. Pressed again, it stops watching. A watched dataset that changed since the reader last
 * looked says how, here too, until marked as seen.
 */
export function WatchToggle({ portal, dataset }: WatchToggleProps) {
  const client = useQueryClient();
  const { t } = useLingui();
  const format = useFormat();
  const toggle = useRef<HTMLButtonElement>(null);
  const key = watchKey({ portal, slug: dataset.slug });
  const list = useQuery(watchQueries.list());
  const entry = list.data?.find((item) => watchKey(item) === key);
  const watching = entry !== undefined;
  const watch = useMutation(watchMutations.watch(client));
  const unwatch = useMutation(watchMutations.unwatch(client));
  const seeNow = useMutation(watchMutations.seeNow(client));
  const busy = list.isPending || watch.isPending || unwatch.isPending || seeNow.isPending;
  const failed = watch.isError || unwatch.isError || seeNow.isError || list.isError;
  const now = snapshotOf(dataset);
  const changes = entry ? diffSnapshots(entry.seen, now) : [];
  const name = now.name;
  const seenOn = entry ? format.dateTime(entry.seenAt) : "";
  return (
    <div className="watch-toggle">
      <button
        ref={toggle}
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
        ) : watching && changes.length === 0 ? (
          <Trans>
            Watching: <Link to={paths.watched()}>Watched datasets</Link> will say what changed since
            now.
          </Trans>
        ) : null}
      </p>
      {entry && changes.length > 0 ? (
        <div className="watch-unseen">
          <p>
            <Trans>Changed since you last looked, on {seenOn}:</Trans>
          </p>
          <WatchChanges changes={changes} label={t`Changes in ${name}`} />
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              // Kept, the button goes with the changes: focus stays with the dataset's watch. Not
              // kept, both stay, with the status line saying why.
              const kept = await seeNow.mutateAsync({ entry, snapshot: now }).then(
                () => true,
                () => false,
              );
              if (kept) toggle.current?.focus();
            }}
          >
            <Trans>
              Mark as seen<span className="visually-hidden"> ({name})</span>
            </Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
