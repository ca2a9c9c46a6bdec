import { Trans } from "@lingui/react/macro";

const PORTALS_EXAMPLE = '{"id": "…", "name": "…", "api": "https://host/api"}';

/**
 * The explorer cannot start without its portals: say what is wrong and what a host must fix. The
 * reader's detail is the config reader's own words (portals-config.ts), written for the host.
 */
export function ConfigError({ message }: { message: string }) {
  return (
    <main id="main" className="page">
      <h1>
        <Trans>The explorer is not set up</Trans>
      </h1>
      <div role="alert" className="alert">
        <p className="alert-title">
          <Trans>The list of portals could not be read</Trans>
        </p>
        <p className="alert-message" lang="en">
          {message}
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
      <p>
        <Trans>
          A host lists the portals in <code>portals.json</code> beside <code>index.html</code>: a
          JSON array of <code>{PORTALS_EXAMPLE}</code>.
        </Trans>
      </p>
    </main>
  );
}
