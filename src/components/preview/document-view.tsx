import { Trans, useLingui } from "@lingui/react/macro";
import type { DocBlock, DocumentText } from "../../lib/document/document-text.ts";

function Heading({ rank, text }: { rank: number; text: string }) {
  // The preview sits under an h2; document headings start one level below it.
  const Tag = (["h3", "h4", "h5", "h6"] as const)[rank] ?? "h6";
  return <Tag>{text}</Tag>;
}

/**
 * Each heading level the document uses, by its rank among them: a document that starts at
 * Heading 1 with no Title, or skips a level, still gives the page headings that go one step at a time.
 */
function headingRanks(blocks: readonly DocBlock[]): Map<number, number> {
  const levels = [...new Set(blocks.flatMap((b) => (b.type === "heading" ? [b.level] : [])))];
  return new Map(levels.sort((a, b) => a - b).map((level, rank) => [level, rank]));
}

function Block({ block, ranks }: { block: DocBlock; ranks: Map<number, number> }) {
  switch (block.type) {
    case "heading":
      return <Heading rank={ranks.get(block.level) ?? 0} text={block.text} />;
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
  const ranks = headingRanks(document.blocks);
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
        <Block key={i} block={block} ranks={ranks} />
      ))}
      {document.truncated ? (
        <p className="muted">
          <Trans>Only the start of the document is shown.</Trans>
        </p>
      ) : null}
    </section>
  );
}
