import { useParams, useRouteError } from "react-router-dom";
import { isApiError } from "../api/api-error.ts";
import { usePortalOfRoute } from "../app/portals-context.tsx";
import { NotKeptOffline } from "../app/query-in-loader.ts";
import { BackToCatalog } from "./back-to-catalog.tsx";
import { RouteError } from "./route-error.tsx";

/** An unknown slug reads "Dataset not found"; every other failure is explained with a retry. */
export function DatasetError() {
  const error = useRouteError();
  const slug = useParams().slug ?? "";
  const portal = usePortalOfRoute();
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  if (error instanceof NotKeptOffline) {
    return <RouteError title="This dataset is not available offline" />;
  }
  if (!notFound) return <RouteError title="The dataset could not be loaded" />;
  return (
    <section className="page">
      <title>Dataset not found · Open data explorer</title>
      <h1>Dataset not found</h1>
      <p role="alert">
        {portal?.name ?? "The portal"} has no dataset “{slug}” (HTTP {error.status}). It may have
        been renamed or removed.
      </p>
      <BackToCatalog />
    </section>
  );
}
