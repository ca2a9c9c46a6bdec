import { Plural, Trans, useLingui } from "@lingui/react/macro";

/** Where this visit's check of the watched datasets stands. */
export interface CheckProgress {
  readonly total: number;
  /** Answered, or failed: what the progress counts. */
  readonly done: number;
  readonly running: boolean;
  /** Not checked on this visit: offline, failed, stopped, or a portal not served here. */
  readonly unchecked: number;
  readonly offline: number;
  cancel(): void;
  again(): void;
}

/**
 * How far this visit's check has come, said in a status region; one button that is Cancel while
 * it runs and Check again after, so focus stays on it when the check ends or is stopped.
 */
export function WatchCheckStatus({ checks, changed }: { checks: CheckProgress; changed: number }) {
  const { t } = useLingui();
  const { total, done, running, unchecked, offline } = checks;
  return (
    <div className="watch-check">
      {running ? (
        <progress value={done} max={total} aria-label={t`Checking watched datasets`} />
      ) : null}
      <p role="status" className="watch-check-status">
        {running ? (
          <Trans>
            Checking with the portals, at most 4 at a time: {done} of {total} done.
          </Trans>
        ) : (
          <>
            <Plural
              value={changed}
              _0="No watched dataset changed since you last looked."
              one="# watched dataset changed since you last looked."
              other="# watched datasets changed since you last looked."
            />{" "}
            {offline > 0 ? (
              <Plural
                value={unchecked}
                one="Offline: # dataset could not be checked."
                other="Offline: # datasets could not be checked."
              />
            ) : unchecked > 0 ? (
              <Plural
                value={unchecked}
                one="# dataset could not be checked."
                other="# datasets could not be checked."
              />
            ) : null}
          </>
        )}
      </p>
      <button type="button" onClick={running ? checks.cancel : checks.again}>
        {running ? <Trans>Cancel</Trans> : <Trans>Check again</Trans>}
      </button>
    </div>
  );
}
