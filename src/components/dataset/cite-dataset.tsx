import { useId } from "react";
import { type CitationInput, citationBibtex, citationText } from "../../lib/citation.ts";

interface CiteDatasetProps {
  citation: CitationInput;
  onCopy: (text: string, done: string) => void;
}

/** How to cite the dataset, in plain text and BibTeX, and the page's permanent link. */
export function CiteDataset({ citation, onCopy }: CiteDatasetProps) {
  const headingId = useId();
  const text = citationText(citation);
  const bibtex = citationBibtex(citation);
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>Cite this dataset</h2>
      <h3 className="small-heading">Plain text</h3>
      <p className="citation">{text}</p>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(text, "Citation copied")}>
          Copy citation
        </button>
        <button type="button" onClick={() => onCopy(citation.permalink, "Link copied")}>
          Copy link to this page
        </button>
      </div>
      <h3 className="small-heading">BibTeX</h3>
      <pre className="code-block">{bibtex}</pre>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(bibtex, "BibTeX copied")}>
          Copy BibTeX
        </button>
      </div>
    </section>
  );
}
