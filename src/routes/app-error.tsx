import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteError } from "react-router-dom";
import { ErrorAlert } from "../components/error-alert.tsx";
import { paths } from "../lib/app-paths.ts";

/** Last resort when the frame itself failed: a plain page with a full reload as the way out. */
export function AppError() {
  const error = useRouteError();
  const { t } = useLingui();
  return (
    <main id="main" className="page">
      <title>{t`The explorer stopped working · Open data explorer`}</title>
      <h1>
        <Trans>The explorer stopped working</Trans>
      </h1>
      <ErrorAlert
        title={t`An unexpected error occurred`}
        error={error}
        onRetry={() => window.location.reload()}
      />
      <p>
        <a href={paths.home()}>
          <Trans>Back to the catalog</Trans>
        </a>
      </p>
    </main>
  );
}
