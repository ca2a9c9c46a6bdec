import type { ReactNode } from "react";
import type { Marks } from "../../lib/search/highlight.ts";

/**
 * A text with the query's words marked (where the engine found them); the rest stays bare text
 * nodes, so names read whole.
 */
export function HighlightedText({ text, marks }: { text: string; marks: Marks }) {
  if (marks.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (let at = 0; at + 1 < marks.length; at += 2) {
    const start = marks[at] as number;
    const end = marks[at + 1] as number;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    cursor = end;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <>{parts}</>;
}
