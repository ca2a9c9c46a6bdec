import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router-dom";
import { ErrorAlert } from "../components/error-alert.tsx";
import { BackToCatalog } from "./back-to-catalog.tsx";

/** The error element of a route: the frame stays, the failure is explained, and retry re-runs it. */
export function RouteError({ title }: { title?: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="page">
      <title>{t`Something went wrong · Open data explorer`}</title>
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <ErrorAlert
        title={title ?? t`This page could not be shown`}
        error={error}
        onRetry={() => void revalidator.revalidate()}
      />
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
  const { t } = useLingui();
  return (
    <section aria-labelledby="panel-error-heading" className="api-panel">
      <h2 id="panel-error-heading">
        <Trans>API data</Trans>
      </h2>
      <ErrorAlert
        title={t`This panel could not be shown`}
        error={error}
        onRetry={() => void revalidator.revalidate()}
      />
    </section>
  );
}

export function NotFoundContent() {
  const { t } = useLingui();
  return (
    <section className="page">
      <title>{t`Page not found · Open data explorer`}</title>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address.</Trans>
      </p>
      <BackToCatalog />
    </section>
  );
}
