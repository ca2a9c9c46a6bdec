import { Plural, Trans } from "@lingui/react/macro";

interface HealthIntroProps {
  /** Portals whose list has not come yet (across portals). */
  readonly waiting: number;
  /** A list still arriving: the figures count what has come. */
  readonly arriving: boolean;
  /** No figures yet: being worked out, or (false) nothing to count. */
  readonly working: boolean | null;
}

/** What the page is made from, and what it is still waiting for, announced. */
export function HealthIntro({ waiting, arriving, working }: HealthIntroProps) {
  return (
    <>
      <p className="health-intro">
        <Trans>
          The figures below are worked out in this browser from the catalog the portal lists. The
          files' formats, what their metadata lacks and whether their links work need every
          dataset's own page: read them when you ask.
        </Trans>
      </p>
      {waiting > 0 ? (
        <p role="status" aria-busy="true">
          <Plural
            value={waiting}
            one="# portal has not answered yet; its datasets are not counted."
            other="# portals have not answered yet; their datasets are not counted."
          />
        </p>
      ) : null}
      {arriving ? (
        <p role="status">
          <Trans>The list is still arriving: these figures count the datasets read so far.</Trans>
        </p>
      ) : null}
      {working === null ? null : (
        <p role="status" aria-busy={working}>
          {working ? (
            <Trans>Working out the figures…</Trans>
          ) : (
            <Trans>No catalog to count yet.</Trans>
          )}
        </p>
      )}
    </>
  );
}
