import { Trans } from "@lingui/react/macro";
import { NavLink } from "react-router-dom";
import { paths } from "../../lib/app-paths.ts";

/**
 * The header's way to Watched datasets; its name carries the count ("Watched datasets (2)") once
 * the list has been read.
 */
export function WatchedLink({ count }: { count: number | undefined }) {
  return (
    <NavLink to={paths.watched()} className="watched-link">
      {count === undefined ? (
        <Trans>Watched datasets</Trans>
      ) : (
        <Trans>Watched datasets ({count})</Trans>
      )}
    </NavLink>
  );
}
