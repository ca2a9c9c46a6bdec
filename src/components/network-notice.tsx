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
