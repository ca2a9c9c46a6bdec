import { Trans, useLingui } from "@lingui/react/macro";
import type { DocBlock, DocumentText } from "../../lib/document/document-text.ts";

function Heading({ level, text }: { level: number; text: string }) {
  // The preview sits under an h2; document headings start one level below it.
  const Tag = (["h3", "h4", "h5", "h6", "h6", "h6"] as const)[Math.max(0, level - 1)] ?? "h6";
  return <Tag>{text}</Tag>;
}

function Block({ block }: { block: DocBlock }) {
  switch (block.type) {
    case "heading":
      return <Heading level={block.level} text={block.text} />;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positions in the document
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <table>
          <tbody>
            {block.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the document
              <tr key={r}>
                {row.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the row
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** A Word document's text with its headings, lists and tables, rendered as text, never as HTML. */
export function DocumentView({ document, label }: { document: DocumentText; label: string }) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so arrow keys scroll it
    <section aria-label={t`Text of ${label}`} className="document-text" tabIndex={0}>
      {document.blocks.length === 0 ? (
        <p>
          <Trans>The document has no text.</Trans>
        </p>
      ) : null}
      {document.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positions in the document
        <Block key={i} block={block} />
      ))}
      {document.truncated ? (
        <p className="muted">
          <Trans>Only the start of the document is shown.</Trans>
        </p>
      ) : null}
    </section>
  );
}
