import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FilePreviewError } from "../../queries/fetch-file.ts";
import { errorText } from "../error-text.ts";

interface PreviewFailureProps {
  error: unknown;
  label: string;
  href: string;
  onRetry: () => void;
}

/** Says plainly why the preview failed and offers the file itself in a new tab. */
export function PreviewFailure({ error, label, href, onRetry }: PreviewFailureProps) {
  const status = error instanceof FilePreviewError ? error.status : null;
  const { i18n } = useLingui();
  const message =
    error instanceof Error
      ? errorText(i18n, error)
      : i18n._(msg`Something went wrong while showing this file.`);
  return (
    <div role="alert" className="alert">
      <p className="alert-title">
        {status !== null ? (
          <Trans>
            Could not preview {label} (HTTP {status})
          </Trans>
        ) : (
          <Trans>Could not preview {label}</Trans>
        )}
      </p>
      <p className="alert-message">{message}</p>
      <div className="button-row">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <Trans>Open {label} in a new tab</Trans>
        </a>
        <button type="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  );
}
