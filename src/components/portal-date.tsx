import { Trans } from "@lingui/react/macro";
import type { PortalDate } from "../api/types.ts";
import { useFormat } from "../i18n/use-format.ts";

interface DateTextProps {
  date: PortalDate;
  /** "relative" shows "3 days ago" with the exact date on hover and focus. */
  style?: "relative" | "absolute";
}

/** A portal date as a <time> element; an unknown date reads "unknown", never 1970. */
export function DateText({ date, style = "absolute" }: DateTextProps) {
  const format = useFormat();
  if (date.ms === null)
    return (
      <span className="muted">
        <Trans>unknown</Trans>
      </span>
    );
  const iso = new Date(date.ms).toISOString();
  if (style === "relative") {
    return (
      <time dateTime={iso} title={format.dateTime(date.ms)}>
        {format.relative(date.ms)}
      </time>
    );
  }
  return (
    <time dateTime={iso} title={format.dateTime(date.ms)}>
      {format.date(date.ms)}
    </time>
  );
}
