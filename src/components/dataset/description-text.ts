/** How a portal description is shown: HTML goes through the sanitizer, plain text as paragraphs. */

/** A tag or an entity: rich-text editors write both, and both need an HTML parser to read right. */
export function looksLikeHtml(text: string): boolean {
  return (
    /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)
  );
}

/** Paragraphs split on blank lines (any newline style); single line breaks stay inside one. */
export function plainTextParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** Long enough to fold behind "Show more": about a screen of text on a phone. */
export function isLongDescription(text: string): boolean {
  return text.length > 700 || plainTextParagraphs(text).length > 4;
}
