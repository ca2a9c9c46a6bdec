import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { paths } from "../lib/app-paths.ts";
import { usePortalOfRoute, usePortals } from "../portals/portals-context.tsx";

/** The way back from an error or a missing page: the catalog of the portal the URL names. */
export function BackToCatalog() {
  const portals = usePortals();
  const portal = usePortalOfRoute() ?? portals.first;
  return (
    <p>
      <Link to={paths.catalog(portal)}>
        <Trans>Back to the catalog</Trans>
      </Link>
    </p>
  );
}
