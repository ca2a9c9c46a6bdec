import { memo } from "react";
import type { PortalDate } from "../../api/types.ts";
import { formatDateTime, formatRelative } from "../../lib/format.ts";

/** Intl formatters are costly to build: each date is formatted once, not on every keystroke. */
const formatted = new Map<string, { relative: string; exact: string }>();

function texts(ms: number, now: number) {
  const key = `${ms}|${now}`;
  let text = formatted.get(key);
  if (!text) {
    if (formatted.size > 5000) formatted.clear();
    text = { relative: formatRelative(ms, now), exact: formatDateTime(ms) };
    formatted.set(key, text);
  }
  return text;
}

/** "updated 3 days ago"; the exact date shows on hover and on keyboard focus. */
export const Freshness = memo(function Freshness({ date, now }: { date: PortalDate; now: number }) {
  if (date.ms === null) return <span className="muted">updated: unknown</span>;
  const { relative, exact } = texts(date.ms, now);
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
