import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type CitationInput, citationBibtex, citationText } from "../../lib/citation.ts";

interface CiteDatasetProps {
  citation: CitationInput;
  onCopy: (text: string, done: string) => void;
}

/** How to cite the dataset, in plain text and BibTeX, and the page's permanent link. */
export function CiteDataset({ citation, onCopy }: CiteDatasetProps) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const text = citationText(citation, i18n);
  const bibtex = citationBibtex(citation, i18n);
  return (
    <section aria-labelledby={headingId} className="panel" id="cite">
      <h2 id={headingId}>
        <Trans>Cite this dataset</Trans>
      </h2>
      <h3 className="small-heading">
        <Trans>Plain text</Trans>
      </h3>
      <p className="citation">{text}</p>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(text, t`Citation copied`)}>
          <Trans>Copy citation</Trans>
        </button>
        <button type="button" onClick={() => onCopy(citation.permalink, t`Link copied`)}>
          <Trans>Copy link to this page</Trans>
        </button>
      </div>
      <h3 className="small-heading">BibTeX</h3>
      <pre className="code-block">{bibtex}</pre>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(bibtex, t`BibTeX copied`)}>
          <Trans>Copy BibTeX</Trans>
        </button>
      </div>
    </section>
  );
}
