import type { PortalDate } from "../api/types.ts";
import { formatDate, formatDateTime, formatRelative } from "../lib/format.ts";

interface DateTextProps {
  date: PortalDate;
  /** "relative" shows "3 days ago" with the exact date on hover and focus. */
  style?: "relative" | "absolute";
}

/** A portal date as a <time> element; an unknown date reads "unknown", never 1970. */
export function DateText({ date, style = "absolute" }: DateTextProps) {
  if (date.ms === null) return <span className="muted">unknown</span>;
  const iso = new Date(date.ms).toISOString();
  if (style === "relative") {
    return (
      <time dateTime={iso} title={formatDateTime(date.ms)}>
        {formatRelative(date.ms)}
      </time>
    );
  }
  return (
    <time dateTime={iso} title={formatDateTime(date.ms)}>
      {formatDate(date.ms)}
    </time>
  );
}
