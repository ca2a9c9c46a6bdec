import { Trans, useLingui } from "@lingui/react/macro";
import { useParams, useRouteError } from "react-router-dom";
import { isApiError } from "../api/api-error.ts";
import { NotKeptOffline } from "../api/offline-error.ts";
import { usePortalOfRoute } from "../portals/portals-context.tsx";
import { BackToCatalog } from "./back-to-catalog.tsx";
import { RouteError } from "./route-error.tsx";

/** An unknown slug reads "Dataset not found"; every other failure is explained with a retry. */
export function DatasetError() {
  const error = useRouteError();
  const slug = useParams().slug ?? "";
  const portal = usePortalOfRoute();
  const { t } = useLingui();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  if (error instanceof NotKeptOffline) {
    return <RouteError title={t`This dataset is not available offline`} />;
  }
  if (!notFound) return <RouteError title={t`The dataset could not be loaded`} />;
  const portalName = portal?.name ?? t`The portal`;
  const status = error.status;
  return (
    <section className="page">
      <title>{t`Dataset not found · Open data explorer`}</title>
      <h1>
        <Trans>Dataset not found</Trans>
      </h1>
      <p role="alert">
        <Trans>
          {portalName} has no dataset “{slug}” (HTTP {status}). It may have been renamed or removed.
        </Trans>
      </p>
      <BackToCatalog />
    </section>
  );
}
