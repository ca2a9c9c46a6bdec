import { Trans, useLingui } from "@lingui/react/macro";
import type { RequestSnippets as Snippets } from "../../lib/snippets.ts";
import { useCopyStatus } from "../use-copy-status.ts";

interface RequestSnippetsProps {
  snippets: Snippets;
}

// Names of tools, the same in every language.
const LANGUAGES = [
  { key: "curl", label: "curl" },
  { key: "fetch", label: "JavaScript fetch" },
  { key: "python", label: "Python requests" },
] as const;

/** The exact proxy request as code to paste, each with a Copy button and shown in full. */
export function RequestSnippets({ snippets }: RequestSnippetsProps) {
  const { message, copy } = useCopyStatus();
  const { t } = useLingui();
  return (
    <details className="snippets">
      <summary>
        <Trans>Use this request in your own code</Trans>
      </summary>
      {LANGUAGES.map(({ key, label }) => (
        <div key={key} className="snippet">
          <div className="snippet-head">
            <span className="snippet-label">{label}</span>
            <button
              type="button"
              onClick={() =>
                void copy(
                  snippets[key],
                  t`Copied the ${label} request`,
                  t`Copying was refused by the browser: select the text instead`,
                )
              }
            >
              <Trans>Copy as {label}</Trans>
            </button>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="raw" tabIndex={0} aria-label={t`${label} request`}>
            <pre>{snippets[key]}</pre>
          </section>
        </div>
      ))}
      <p role="status" className="row-count">
        {message}
      </p>
    </details>
  );
}
