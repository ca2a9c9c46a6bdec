import { formatCount } from "../../lib/format.ts";
import type { RawPreview } from "../../lib/proxy-raw.ts";

interface RawViewProps {
  preview: RawPreview;
  /** The size of the whole answer, said when only a part is shown. */
  totalLabel: string;
  onDownload: () => void;
}

/** The answer as text. Only a prefix enters the DOM: a 5 MB <pre> costs seconds of layout. */
export function RawView({ preview, totalLabel, onDownload }: RawViewProps) {
  return (
    <div className="raw-view">
      {preview.truncated ? (
        <p className="note">
          Showing the first {formatCount(preview.text.length, "en")} characters of {totalLabel}.{" "}
          <button type="button" className="api-link-button" onClick={onDownload}>
            Download the whole answer
          </button>
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="raw" tabIndex={0} aria-label="Raw answer">
        <pre>{preview.text}</pre>
      </section>
    </div>
  );
}
