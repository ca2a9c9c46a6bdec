import { Trans } from "@lingui/react/macro";

interface KeptDataFooterProps {
  onForget: () => void;
  /** The explorer's release, so a reader can say which one they saw. */
  release: string;
}

/** Says what this browser keeps between visits, and offers to forget it. */
export function KeptDataFooter({ onForget, release }: KeptDataFooterProps) {
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          This browser keeps the catalogs and the datasets you opened, so they show at once next
          time and offline. Nothing leaves your device.
        </Trans>{" "}
        <button type="button" className="link-button" onClick={onForget}>
          <Trans>Forget what is kept</Trans>
        </button>
      </p>
      <p className="release-name">
        <Trans>Version {release}</Trans>
      </p>
    </footer>
  );
}
