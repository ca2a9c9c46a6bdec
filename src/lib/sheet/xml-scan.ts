/**
 * A small XML scanner for the parts of office files, because Web Workers have no DOMParser. It
 * reports elements and text by local name (prefixes dropped: files write `x:c` as often as `c`),
 * expands only the five predefined entities and character references, and skips DOCTYPEs and
 * their entity declarations outright, so entity expansion bombs have nothing to expand.
 * Plain indexOf scanning, no regular expressions over the input: linear time whatever it holds.
 */

export type XmlAttributes = Readonly<Record<string, string>>;

export interface XmlHandlers {
  open?(name: string, attributes: XmlAttributes, selfClosing: boolean): void;
  close?(name: string): void;
  text?(text: string): void;
}

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "XmlError";
  }
}

/** Thrown by a handler to end the scan early (enough rows were read). */
export class StopScan extends Error {}

const NAMED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  let out = "";
  let at = 0;
  for (;;) {
    const amp = text.indexOf("&", at);
    if (amp < 0) return out + text.slice(at);
    const semi = text.indexOf(";", amp);
    out += text.slice(at, amp);
    if (semi < 0 || semi - amp > 12) {
      out += "&";
      at = amp + 1;
      continue;
    }
    const name = text.slice(amp + 1, semi);
    let char = NAMED[name];
    if (char === undefined && name.startsWith("#")) {
      const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      char =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    out += char ?? `&${name};`;
    at = semi + 1;
  }
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = Object.create(null);
  let at = 0;
  while (at < source.length) {
    while (at < source.length && isSpace(source.charCodeAt(at))) at++;
    const eq = source.indexOf("=", at);
    if (eq < 0) break;
    const name = source.slice(at, eq).trim();
    let quoteAt = eq + 1;
    while (quoteAt < source.length && isSpace(source.charCodeAt(quoteAt))) quoteAt++;
    const quote = source[quoteAt];
    if (quote !== '"' && quote !== "'") throw new XmlError("An attribute has no quoted value.");
    const close = source.indexOf(quote, quoteAt + 1);
    if (close < 0) throw new XmlError("An attribute value is not closed.");
    attributes[localName(name)] = decodeEntities(source.slice(quoteAt + 1, close));
    at = close + 1;
  }
  return attributes;
}

function skipPast(xml: string, from: number, marker: string): number {
  const end = xml.indexOf(marker, from);
  if (end < 0) throw new XmlError("The XML is cut off.");
  return end + marker.length;
}

/** Walks the document once, calling the handlers in document order. */
export function scanXml(xml: string, handlers: XmlHandlers): void {
  let at = 0;
  let depth = 0;
  try {
    while (at < xml.length) {
      const lt = xml.indexOf("<", at);
      const textEnd = lt < 0 ? xml.length : lt;
      if (textEnd > at && depth > 0) handlers.text?.(decodeEntities(xml.slice(at, textEnd)));
      if (lt < 0) break;
      if (xml.startsWith("<!--", lt)) at = skipPast(xml, lt + 4, "-->");
      else if (xml.startsWith("<![CDATA[", lt)) {
        const end = xml.indexOf("]]>", lt + 9);
        if (end < 0) throw new XmlError("The XML is cut off.");
        handlers.text?.(xml.slice(lt + 9, end));
        at = end + 3;
      } else if (xml.startsWith("<?", lt)) at = skipPast(xml, lt + 2, "?>");
      else if (xml.startsWith("<!", lt)) {
        // A DOCTYPE may hold an internal subset in brackets; none of it is used.
        const bracket = xml.indexOf("[", lt);
        const gt = xml.indexOf(">", lt);
        at =
          bracket >= 0 && gt >= 0 && bracket < gt
            ? skipPast(xml, skipPast(xml, bracket, "]"), ">")
            : skipPast(xml, lt, ">");
      } else if (xml[lt + 1] === "/") {
        const gt = skipPast(xml, lt, ">");
        handlers.close?.(localName(xml.slice(lt + 2, gt - 1).trim()));
        depth--;
        at = gt;
      } else {
        const gt = tagEnd(xml, lt);
        const selfClosing = xml[gt - 1] === "/";
        const inner = xml.slice(lt + 1, selfClosing ? gt - 1 : gt);
        let nameEnd = 0;
        while (nameEnd < inner.length && !isSpace(inner.charCodeAt(nameEnd))) nameEnd++;
        const name = localName(inner.slice(0, nameEnd));
        if (name === "") throw new XmlError("The XML has an element with no name.");
        handlers.open?.(name, parseAttributes(inner.slice(nameEnd)), selfClosing);
        if (selfClosing) handlers.close?.(name);
        else depth++;
        at = gt + 1;
      }
    }
  } catch (error) {
    if (error instanceof StopScan) return;
    throw error;
  }
}

/** The `>` that ends a tag, skipping any inside quoted attribute values. */
function tagEnd(xml: string, from: number): number {
  let quote = "";
  for (let at = from + 1; at < xml.length; at++) {
    const char = xml[at];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return at;
  }
  throw new XmlError("The XML is cut off.");
}
