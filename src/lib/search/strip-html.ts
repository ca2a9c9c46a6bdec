/**
 * Plain text from a description that may hold HTML, without ever parsing it into a document:
 * nothing a portal sends is injected, loaded or executed, and this runs the same in tests.
 */

const ENTITIES: Record<string, string> = {
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

const HIDDEN = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const BREAKS = /<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|li|p|div)\b[^>]*>/gi;
const TAGS = /<\/?[a-z!][^>]*>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi;

function decodeEntity(match: string, body: string): string {
  if (body[0] === "#") {
    const code =
      body[1] === "x" || body[1] === "X"
        ? Number.parseInt(body.slice(2), 16)
        : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  }
  return ENTITIES[body.toLowerCase()] ?? match;
}

/** Tags dropped (block ends become spaces), entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  if (!html.includes("<") && !html.includes("&")) return html.replace(/\s+/g, " ").trim();
  return html
    .replace(HIDDEN, " ")
    .replace(BREAKS, " ")
    .replace(TAGS, "")
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `max` characters of a plain text, cut at a word boundary, with an ellipsis. */
export function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
