import { Trans, useLingui } from "@lingui/react/macro";
import { errorText } from "./error-text.ts";
import "./network-notice.css";

interface RefreshFailedNoticeProps {
  /** What each failed refresh threw. */
  errors: readonly unknown[];
  onDismiss: () => void;
}

/** A refresh that failed behind data already shown: the data stays, this says it may be old. */
export function RefreshFailedNotice({ errors, onDismiss }: RefreshFailedNoticeProps) {
  const { i18n } = useLingui();
  // Several queries can fail for one reason: say each reason once.
  const messages = [...new Set(errors.map((error) => errorText(i18n, error)))];
  if (messages.length === 0) return null;
  return (
    <div role="status" className="network-notice refresh-failed">
      <p className="network-notice-title">
        <Trans>Could not refresh; showing what was already loaded, which may be out of date.</Trans>
      </p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
