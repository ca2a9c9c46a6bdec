import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router-dom";
import { paths } from "../../app/paths.ts";
import { watchQueries } from "../../queries/watch-queries.ts";

/** The header's way to Watched datasets; its name carries the count ("Watched datasets (2)"). */
export function WatchedLink() {
  const list = useQuery(watchQueries.list());
  const count = list.data?.length ?? 0;
  return (
    <NavLink to={paths.watched()} className="watched-link">
      <Trans>Watched datasets ({count})</Trans>
    </NavLink>
  );
}
