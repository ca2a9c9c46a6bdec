import { Trans } from "@lingui/react/macro";
import "./network-notice.css";

interface OfflineBannerProps {
  offline: boolean;
}

/**
 * Rendered only while offline, so the page's other status messages stay the only ones when online
 * (role=status with its text already in it is announced as it appears).
 */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  if (!offline) return null;
  return (
    <div role="status" className="network-notice offline">
      <Trans>You are offline; showing what was already loaded.</Trans>
    </div>
  );
}

interface RefreshFailedNoticeProps {
  /** One line per failed refresh, already readable (the error's message). */
  messages: readonly string[];
  onDismiss: () => void;
}

/** A refresh that failed behind data already shown: the data stays, this says it may be old. */
export function RefreshFailedNotice({ messages, onDismiss }: RefreshFailedNoticeProps) {
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
