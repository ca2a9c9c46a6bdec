import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router-dom";
import { ErrorAlert } from "../components/error-alert.tsx";
import { BackToCatalog } from "./back-to-catalog.tsx";

/** The error element of a route: the frame stays, the failure is explained, and retry re-runs it. */
export function RouteError({ title = "This page could not be shown" }: { title?: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="page">
      <title>Something went wrong · Open data explorer</title>
      <h1>Something went wrong</h1>
      <ErrorAlert title={title} error={error} onRetry={() => void revalidator.revalidate()} />
      <BackToCatalog />
    </section>
  );
}

/**
 * The error element of a panel inside a page (the API data panel): the page around it stays, so it
 * names the panel in an h2 and does not add a second h1.
 */
export function PanelError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="panel-error-heading" className="api-panel">
      <h2 id="panel-error-heading">API data</h2>
      <ErrorAlert
        title="This panel could not be shown"
        error={error}
        onRetry={() => void revalidator.revalidate()}
      />
    </section>
  );
}

export function NotFoundContent() {
  return (
    <section className="page">
      <title>Page not found · Open data explorer</title>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <BackToCatalog />
    </section>
  );
}
