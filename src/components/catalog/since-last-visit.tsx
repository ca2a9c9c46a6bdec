import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFormat } from "../../i18n/use-format.ts";
import type { ChangeFilter } from "../../lib/url-state.ts";

export interface ChangeSummary {
  readonly added: number;
  readonly changed: number;
  /** Names of the datasets the portal no longer lists (they have no page to link to). */
  readonly removed: readonly string[];
}

interface SinceLastVisitProps {
  /** When the kept catalog was saved. */
  at: number;
  /** The portal is being asked for changes now. */
  checking: boolean;
  /** The portal could not be asked (offline, or the check failed). */
  unchecked: boolean;
  summary: ChangeSummary;
  filter: ChangeFilter;
  onFilter: (filter: ChangeFilter) => void;
}

const FILTERS: readonly { value: Exclude<ChangeFilter, "">; label: MessageDescriptor }[] = [
  { value: "any", label: msg`New and changed` },
  { value: "new", label: msg`New` },
  { value: "changed", label: msg`Changed` },
];

/**
 * A returning reader's catalog came from what this browser kept: say so, say while the portal is
 * asked for changes, and then what changed since the last visit, with a way to see just that.
 */
export function SinceLastVisit(props: SinceLastVisitProps) {
  const { at, checking, unchecked, summary, filter, onFilter } = props;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const when = format.dateTime(at);
  const total = summary.added + summary.changed + summary.removed.length;
  const counts = {
    any: summary.added + summary.changed,
    new: summary.added,
    changed: summary.changed,
  };
  let message: string;
  if (checking)
    message = t`Showing the catalog kept from your last visit (${when}); checking for changes…`;
  else if (unchecked)
    message = t`Showing the catalog kept from your last visit (${when}); the portal could not be asked for changes.`;
  else if (total === 0) message = t`Up to date: nothing changed since your last visit (${when}).`;
  else {
    const added = format.count(summary.added);
    const changed = format.count(summary.changed);
    const removed = format.count(summary.removed.length);
    message = t`Updated since your last visit (${when}): ${added} new, ${changed} changed, ${removed} removed.`;
  }
  const removedCount = format.count(summary.removed.length);
  return (
    <section className="since-last-visit" aria-label={t`Since your last visit`}>
      <p aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {!checking && counts.any > 0 ? (
        <ul className="change-filters">
          {FILTERS.map(({ value, label }) =>
            counts[value] > 0 ? (
              <li key={value}>
                <button
                  type="button"
                  aria-pressed={filter === value}
                  onClick={() => onFilter(filter === value ? "" : value)}
                >
                  {i18n._(label)} ({format.count(counts[value])})
                </button>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {!checking && summary.removed.length > 0 ? (
        <details>
          <summary>
            <Trans>Removed since your last visit ({removedCount})</Trans>
          </summary>
          <ul>
            {summary.removed.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: removed names may repeat; the list never reorders
              <li key={i}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
