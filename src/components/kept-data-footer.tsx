import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";

interface KeptDataFooterProps {
  /** `alsoWatched`: the reader asked to forget the watched datasets too. */
  onForget: (alsoWatched: boolean) => void;
  /** The explorer's release, so a reader can say which one they saw. */
  release: string;
  /** How many datasets the reader watches: those are kept unless the reader says otherwise. */
  watchedCount: number;
}

/** Says what this browser keeps between visits, and offers to forget it. */
export function KeptDataFooter({ onForget, release, watchedCount }: KeptDataFooterProps) {
  const [alsoWatched, setAlsoWatched] = useState(false);
  const checkboxId = useId();
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          This browser keeps the catalogs and the datasets you opened, so they show at once next
          time and offline. Nothing leaves your device.
        </Trans>{" "}
        {/* Before the button, so the choice is made on the way to it. */}
        {watchedCount > 0 ? (
          <span className="forget-watched">
            <input
              id={checkboxId}
              type="checkbox"
              checked={alsoWatched}
              onChange={(event) => setAlsoWatched(event.currentTarget.checked)}
            />{" "}
            <label htmlFor={checkboxId}>
              <Trans>Also forget the watched datasets</Trans>
            </label>{" "}
          </span>
        ) : null}
        <button
          type="button"
          className="link-button"
          onClick={() => onForget(alsoWatched && watchedCount > 0)}
        >
          <Trans>Forget what is kept</Trans>
        </button>
      </p>
      <p className="release-name">
        <Trans>Version {release}</Trans>
      </p>
    </footer>
  );
}
