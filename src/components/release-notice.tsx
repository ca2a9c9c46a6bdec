import { Trans } from "@lingui/react/macro";
import "./network-notice.css";

interface ReleaseNoticeProps {
  state: "current" | "newer" | "stranded";
  onReload: () => void;
}

/**
 * A newer release is said as a status, with Reload (the page goes on working on its own release
 * until then); code that failed to load even after the page reloaded onto the newest release is an
 * alert, as the page cannot go on.
 */
export function ReleaseNotice({ state, onReload }: ReleaseNoticeProps) {
  if (state === "current") return null;
  const reload = (
    <button type="button" onClick={onReload}>
      <Trans>Reload</Trans>
    </button>
  );
  if (state === "newer") {
    return (
      <div role="status" className="network-notice release">
        <Trans>A new version is available.</Trans> {reload}
      </div>
    );
  }
  return (
    <div role="alert" className="network-notice refresh-failed">
      <p className="network-notice-title">
        <Trans>This page could not load its code from the server.</Trans>
      </p>
      <p>
        <Trans>
          The explorer may be being updated. Reload the page to try again; the address keeps what
          you were looking at.
        </Trans>
      </p>
      {reload}
    </div>
  );
}
