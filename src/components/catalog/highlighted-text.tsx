import { highlightParts } from "../../lib/search/highlight.ts";

/** A text with the query's words marked; the rest stays bare text nodes, so names read whole. */
export function HighlightedText({ text, tokens }: { text: string; tokens: readonly string[] }) {
  const parts = highlightParts(text, tokens);
  if (parts.length === 1 && !parts[0]?.match) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text have no identity but their place
        part.match ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}
