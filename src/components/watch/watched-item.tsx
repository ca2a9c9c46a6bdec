import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Link } from "react-router-dom";
import { useFormat } from "../../i18n/use-format.ts";
import type { WatchEntry } from "../../lib/watch/watch-entry.ts";
import { diffSnapshots } from "../../lib/watch/watch-snapshot.ts";
import { WatchChanges } from "./watch-changes.tsx";

/** Where the check of one dataset stands on this visit. */
export type CheckState =
  | { readonly kind: "waiting" }
  | { readonly kind: "checking" }
  | { readonly kind: "checked" }
  | { readonly kind: "offline" }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly reason: string }
  /** Its portal is not one this explorer serves (an imported list from another explorer). */
  | { readonly kind: "no-portal" };

interface WatchedItemProps {
  entry: WatchEntry;
  /** Its page here; null when its portal is not configured. */
  href: string | null;
  check: CheckState;
  onMarkSeen: (entry: WatchEntry) => Promise<unknown>;
  onStopWatching: (entry: WatchEntry) => void;
  busy: boolean;
}

function CheckLine({ check }: { check: CheckState }) {
  switch (check.kind) {
    case "waiting":
      return <Trans>Waiting to be checked…</Trans>;
    case "checking":
      return <Trans>Checking…</Trans>;
    case "checked":
      return null;
    case "offline":
      return <Trans>Not checked: this device is offline.</Trans>;
    case "stopped":
      return <Trans>Not checked: the check was stopped.</Trans>;
    case "failed": {
      const { reason } = check;
      return <Trans>Could not be checked: {reason}</Trans>;
    }
    case "no-portal":
      return <Trans>Not checked: its portal is not one this explorer serves.</Trans>;
  }
}

export function WatchedItem({
  entry,
  href,
  check,
  onMarkSeen,
  onStopWatching,
  busy,
}: WatchedItemProps) {
  const { t } = useLingui();
  const format = useFormat();
  const link = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = entry.latest?.state?.name || entry.seen?.name || entry.slug;
  const changes = entry.latest ? diffSnapshots(entry.seen, entry.latest.state) : [];
  const seenOn = format.dateTime(entry.seenAt);
  const checkedOn = entry.latest ? format.dateTime(entry.latest.checkedAt) : null;
  const problem = check.kind !== "checked" && check.kind !== "checking" && check.kind !== "waiting";
  return (
    <li className="watched-item" data-changed={changes.length > 0 || undefined}>
      <h3 className="watched-name" ref={heading} tabIndex={href ? undefined : -1}>
        {href ? (
          <Link to={href} ref={link}>
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      <p className="watched-when muted">
        <Trans>Last looked at {seenOn}</Trans>
        {checkedOn ? (
          <>
            {" · "}
            <Trans>last checked {checkedOn}</Trans>
          </>
        ) : null}
      </p>
      <p className={problem ? "watched-check watched-problem" : "watched-check"}>
        <CheckLine check={check} />
      </p>
      {changes.length > 0 ? (
        <WatchChanges changes={changes} label={t`Changes in ${name}`} />
      ) : entry.latest ? (
        <p className="watched-same">
          <Trans>No changes since you last looked.</Trans>
        </p>
      ) : null}
      <div className="watched-actions">
        {changes.length > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              // The button goes with the changes: focus stays on this dataset, at its name.
              await onMarkSeen(entry);
              (link.current ?? heading.current)?.focus();
            }}
          >
            <Trans>
              Mark as seen<span className="visually-hidden"> ({name})</span>
            </Trans>
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={() => onStopWatching(entry)}>
          <Trans>
            Stop watching<span className="visually-hidden"> {name}</span>
          </Trans>
        </button>
      </div>
    </li>
  );
}
