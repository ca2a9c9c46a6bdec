/**
 * Plain text from HTML a portal sent (descriptions, error pages), without ever parsing it into a
 * document: nothing is injected, loaded or executed, and it runs the same in tests and workers.
 *
 * Every pattern stays linear on hostile input ("<!--<!--…", "<a <a <a…", unclosed <script>): a tag
 * cannot run across another "<", and an unclosed comment or script runs to the end of the text, as
 * it would in a browser, instead of being retried from every later "<".
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  copy: "©",
  reg: "®",
  euro: "€",
  deg: "°",
  middot: "·",
  bull: "•",
  shy: "",
};

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const HIDDEN = /<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** Tags that end a line of text: replaced by a space so the words on either side stay apart. */
const BREAKS =
  /<\/?(br|p|div|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|pre|blockquote|section|article|header|footer|title|head|body|html)\b[^<>]*>/gi;
const TAGS = /<[/!?]?[a-z][^<>]*>/gi;

function decodeEntity(match: string, body: string): string {
  if (body[0] === "#") {
    const code =
      body[1] === "x" || body[1] === "X"
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : match;
  }
  return ENTITIES[body.toLowerCase()] ?? match;
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, decodeEntity);
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Tags dropped (line-ending ones become spaces), scripts and comments dropped with their content,
 * entities decoded, whitespace collapsed. A lone "<" in plain text ("a < b") is kept. */
export function htmlToText(html: string): string {
  if (!html.includes("<") && !html.includes("&")) return collapseWhitespace(html);
  const withoutTags = html
    .replace(COMMENTS, " ")
    .replace(HIDDEN, " ")
    .replace(BREAKS, " ")
    .replace(TAGS, "");
  return collapseWhitespace(decodeEntities(withoutTags));
}
