import { useLingui } from "@lingui/react";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { errorText } from "../components/error-text.ts";
import type { CheckProgress } from "../components/watch/watch-check-status.tsx";
import type { CheckState } from "../components/watch/watched-item.tsx";
import { type WatchEntry, watchKey } from "../lib/watch/watch-entry.ts";
import type { Portals } from "../portals/portals.ts";
import { requestLimiterOf } from "../queries/request-limiter.ts";
import { watchCheckLabel, watchCheckQueries } from "../queries/watch-check-queries.ts";
import { watchKeys } from "../queries/watch-queries.ts";

export interface WatchChecks extends CheckProgress {
  /** Each watched dataset's check on this visit, by watchKey. */
  readonly states: ReadonlyMap<string, CheckState>;
}

/**
 * Checks every watched dataset against its portal as the page opens, each a query of its own, in
 * the app's one line of requests (at most four at a time: requestLimiterOf); a check still in
 * line is waiting, not checking. Cancel stops those under way and waiting.
 */
export function useWatchChecks(entries: readonly WatchEntry[], portals: Portals): WatchChecks {
  const client = useQueryClient();
  const { i18n } = useLingui();
  const [stopped, setStopped] = useState(false);
  const limiter = requestLimiterOf(client);
  // A query in line for its turn is already fetching: the line says which ones have their turn.
  const asking = useSyncExternalStore(limiter.subscribe, limiter.running);
  const checkable = entries.flatMap((entry) => {
    const portal = portals.byId(entry.portal);
    return portal ? [{ entry, portal }] : [];
  });
  const results = useQueries({
    queries: checkable.map(({ entry, portal }) => watchCheckQueries.check(portal, entry)),
  });
  const states = new Map<string, CheckState>();
  for (const entry of entries) states.set(watchKey(entry), { kind: "no-portal" });
  checkable.forEach(({ entry }, i) => {
    const result = results[i];
    if (result === undefined) return;
    let state: CheckState;
    if (result.fetchStatus === "fetching") {
      state = asking.has(watchCheckLabel(entry)) ? { kind: "checking" } : { kind: "waiting" };
    } else if (result.fetchStatus === "paused") state = { kind: "offline" };
    else if (result.status === "error") {
      state = { kind: "failed", reason: errorText(i18n, result.error) };
    } else if (result.status === "success") state = { kind: "checked" };
    else state = stopped ? { kind: "stopped" } : { kind: "waiting" };
    states.set(watchKey(entry), state);
  });
  let done = 0;
  let unchecked = 0;
  let offline = 0;
  let running = false;
  for (const state of states.values()) {
    if (state.kind === "checked" || state.kind === "failed") done += 1;
    if (state.kind === "checking" || state.kind === "waiting") running = true;
    if (state.kind === "offline") offline += 1;
    if (state.kind !== "checked" && state.kind !== "checking" && state.kind !== "waiting")
      unchecked += 1;
  }
  return {
    states,
    total: entries.length,
    done,
    running,
    unchecked,
    offline,
    cancel: () => {
      setStopped(true);
      void client.cancelQueries({ queryKey: watchKeys.checks() });
    },
    again: () => {
      setStopped(false);
      void client.refetchQueries({ queryKey: watchKeys.checks() });
    },
  };
}
