import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router-dom";
import { paths } from "../app/paths.ts";
import { ErrorAlert } from "../components/error-alert.tsx";

/** The error element of a route: the frame stays, the failure is explained, and retry re-runs it. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="page">
      <h1>Something went wrong</h1>
      <ErrorAlert
        title="This page could not be shown"
        error={error}
        onRetry={() => void revalidator.revalidate()}
      />
      <p>
        <Link to={paths.catalog()}>Back to the catalog</Link>
      </p>
    </section>
  );
}

export function NotFoundContent() {
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to={paths.catalog()}>Back to the catalog</Link>
      </p>
    </section>
  );
}
