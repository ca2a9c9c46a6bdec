import { memo } from "react";
import type { PortalDate } from "../../api/types.ts";
import { formatDateTime, formatRelative } from "../../lib/format.ts";

/** "updated 3 days ago"; the exact date shows on hover and on keyboard focus. */
export const Freshness = memo(function Freshness({ date, now }: { date: PortalDate; now: number }) {
  if (date.ms === null) return <span className="muted">updated: unknown</span>;
  const relative = formatRelative(date.ms, now);
  const exact = formatDateTime(date.ms);
  return (
    <span>
      updated{" "}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the exact date */}
      <time className="freshness" dateTime={new Date(date.ms).toISOString()} tabIndex={0}>
        {relative}
        <span className="freshness-tip"> ({exact})</span>
      </time>
    </span>
  );
});
