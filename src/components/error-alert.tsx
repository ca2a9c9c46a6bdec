import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError } from "../api/api-error.ts";
import { errorText } from "./error-text.ts";

interface ErrorAlertProps {
  /** What the user was doing, e.g. "Could not load the catalog". */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/** Says what failed, with the HTTP status when there is one, and offers Try again where it can help. */
export function ErrorAlert({ title, error, onRetry }: ErrorAlertProps) {
  const status = isApiError(error) && error.status !== null ? error.status : null;
  const { i18n } = useLingui();
  const message = errorText(i18n, error);
  return (
    <div role="alert" className="alert">
      <p className="alert-title">
        {status !== null ? (
          <Trans>
            {title} (HTTP {status})
          </Trans>
        ) : (
          title
        )}
      </p>
      <p className="alert-message">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
