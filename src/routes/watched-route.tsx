import { Trans, useLingui } from "@lingui/react/macro";
import {
  type QueryClient,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { useId, useRef } from "react";
import { WatchCheckStatus } from "../components/watch/watch-check-status.tsx";
import { WatchTransfer } from "../components/watch/watch-transfer.tsx";
import { WatchedItem } from "../components/watch/watched-item.tsx";
import { paths } from "../lib/app-paths.ts";
import { type WatchEntry, watchKey } from "../lib/watch/watch-entry.ts";
import { diffSnapshots } from "../lib/watch/watch-snapshot.ts";
import { usePortals } from "../portals/portals-context.tsx";
import { watchMutations, watchQueries } from "../queries/watch-queries.ts";
import { useWatchChecks } from "./use-watch-checks.ts";
import "../components/watch/watch.css";

export function watchedLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.query(watchQueries.list());
    return null;
  };
}

/** Watched datasets: what changed in each since the reader last looked, by portal. */
export function WatchedPage() {
  const { data: entries } = useSuspenseQuery(watchQueries.list());
  const portals = usePortals();
  const client = useQueryClient();
  const checks = useWatchChecks(entries, portals);
  const markSeen = useMutation(watchMutations.markSeen(client));
  const unwatch = useMutation(watchMutations.unwatch(client));
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const baseId = useId();
  const changed = entries.filter(
    (entry) => entry.latest && diffSnapshots(entry.seen, entry.latest.state).length > 0,
  );
  // Portals in the order the explorer lists them; one no longer served comes last, by its id.
  const order = [...portals.list.map((portal) => portal.id)];
  for (const entry of entries) if (!order.includes(entry.portal)) order.push(entry.portal);
  const groups = order
    .map((id) => ({ id, entries: entries.filter((entry) => entry.portal === id) }))
    .filter((group) => group.entries.length > 0);
  const focusHeading = () => {
    heading.current?.focus();
  };
  return (
    <article className="page watched-page">
      <title>{t`Watched datasets`}</title>
      <h1 ref={heading} tabIndex={-1}>
        <Trans>Watched datasets</Trans>
      </h1>
      {entries.length === 0 ? (
        <p>
          <Trans>
            You watch no datasets yet. Press Watch on a dataset's page, and this page will say what
            changed in it since you last looked: files added or removed, new sizes and dates.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Each dataset is checked against its portal whenever this page opens. Mark as seen when
              you have read what changed.
            </Trans>
          </p>
          <div className="watched-toolbar">
            <WatchCheckStatus checks={checks} changed={changed.length} />
            <button
              type="button"
              disabled={changed.length === 0 || markSeen.isPending}
              onClick={async () => {
                await markSeen.mutateAsync(changed).catch(() => undefined);
                focusHeading();
              }}
            >
              <Trans>Mark all as seen</Trans>
            </button>
          </div>
          {markSeen.isError || unwatch.isError ? (
            <p role="alert">
              <Trans>This browser could not keep the change (storage may be off or full).</Trans>
            </p>
          ) : null}
          {groups.map((group) => {
            const portal = portals.byId(group.id);
            const headingId = `${baseId}-${group.id}`;
            return (
              <section key={group.id} aria-labelledby={headingId} className="watched-group">
                <h2 id={headingId}>
                  {portal ? portal.name : <Trans>{group.id} (not served by this explorer)</Trans>}
                </h2>
                <ul className="watched-list">
                  {group.entries.map((entry) => (
                    <WatchedItem
                      key={watchKey(entry)}
                      entry={entry}
                      href={portal ? paths.dataset(portal, entry.slug) : null}
                      check={checks.states.get(watchKey(entry)) ?? { kind: "waiting" }}
                      busy={markSeen.isPending || unwatch.isPending}
                      onMarkSeen={(item: WatchEntry) =>
                        markSeen.mutateAsync([item]).catch(() => undefined)
                      }
                      onStopWatching={(item: WatchEntry) => {
                        unwatch.mutate(item, { onSettled: focusHeading });
                      }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      <WatchTransfer entries={entries} />
    </article>
  );
}
