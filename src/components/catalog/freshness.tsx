import { Trans } from "@lingui/react/macro";
import { memo } from "react";
import type { PortalDate } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";

/** "updated 3 days ago"; the exact date shows on hover and on keyboard focus. */
export const Freshness = memo(function Freshness({ date, now }: { date: PortalDate; now: number }) {
  const format = useFormat();
  if (date.ms === null)
    return (
      <span className="muted">
        <Trans>updated: unknown</Trans>
      </span>
    );
  const relative = format.relative(date.ms, now);
  const exact = format.dateTime(date.ms);
  return (
    <span>
      <Trans>
        updated{" "}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the exact date */}
        <time className="freshness" dateTime={new Date(date.ms).toISOString()} tabIndex={0}>
          {relative}
          <span className="freshness-tip"> ({exact})</span>
        </time>
      </Trans>
    </span>
  );
});
