import type { PortalDate } from "../../api/types.ts";
import { formatDateTime, formatRelative } from "../../lib/format.ts";

/** "updated 3 days ago"; the exact date shows on hover and on keyboard focus. */
export function Freshness({ date, now }: { date: PortalDate; now: number }) {
  if (date.ms === null) return <span className="muted">updated: unknown</span>;
  return (
    <span>
      updated{" "}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the exact date */}
      <time className="freshness" dateTime={new Date(date.ms).toISOString()} tabIndex={0}>
        {formatRelative(date.ms, now)}
        <span className="freshness-tip"> ({formatDateTime(date.ms)})</span>
      </time>
    </span>
  );
}
