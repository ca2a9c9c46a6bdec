import { Trans, useLingui } from "@lingui/react/macro";
import { useFormat } from "../../i18n/use-format.ts";
import type { RawPreview } from "../../lib/proxy-raw.ts";

interface RawViewProps {
  preview: RawPreview;
  /** The size of the whole answer, said when only a part is shown. */
  totalLabel: string;
  onDownload: () => void;
}

/** The answer as text. Only a prefix enters the DOM: a <pre> of a big answer is a long layout. */
export function RawView({ preview, totalLabel, onDownload }: RawViewProps) {
  const { t } = useLingui();
  const format = useFormat();
  const characters = format.count(preview.text.length);
  return (
    <div className="raw-view">
      {preview.truncated ? (
        <p className="note">
          <Trans>
            Showing the first {characters} characters of {totalLabel}.
          </Trans>{" "}
          <button type="button" className="api-link-button" onClick={onDownload}>
            <Trans>Download the whole answer</Trans>
          </button>
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="raw" tabIndex={0} aria-label={t`Raw answer`}>
        <pre>{preview.text}</pre>
      </section>
    </div>
  );
}
