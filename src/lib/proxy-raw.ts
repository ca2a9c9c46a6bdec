/**
 * Raw text of an answer for the DOM. `JSON.stringify(value, null, 2)` of a big answer, and a <pre>
 * holding all of it, each cost far more than a frame, so only a prefix is written and shown; the full
 * answer is one download away.
 */

const RAW_DOM_CAP = 100_000;

export interface RawPreview {
  readonly text: string;
  /** True when the text stops before the end of the answer. */
  readonly truncated: boolean;
}

class Enough extends Error {}

/** Pretty-printed JSON (2 spaces, as `JSON.stringify(value, null, 2)`) that stops after `maxChars`. */
export function prettyJsonPrefix(value: unknown, maxChars = RAW_DOM_CAP): RawPreview {
  const parts: string[] = [];
  let length = 0;
  const write = (text: string) => {
    parts.push(text);
    length += text.length;
    if (length > maxChars) throw new Enough();
  };
  const visit = (node: unknown, indent: string) => {
    if (node === null || typeof node !== "object") {
      write(JSON.stringify(node) ?? "null");
      return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(node)) {
      if (node.length === 0) return write("[]");
      write("[");
      node.forEach((item, index) => {
        write(`${index === 0 ? "" : ","}\n${inner}`);
        visit(item, inner);
      });
      return write(`\n${indent}]`);
    }
    const entries = Object.entries(node).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return write("{}");
    write("{");
    entries.forEach(([key, item], index) => {
      write(`${index === 0 ? "" : ","}\n${inner}${JSON.stringify(key)}: `);
      visit(item, inner);
    });
    write(`\n${indent}}`);
  };
  try {
    visit(value, "");
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
    return { text: parts.join("").slice(0, maxChars), truncated: true };
  }
  return { text: parts.join(""), truncated: false };
}

export function textPrefix(text: string, maxChars = RAW_DOM_CAP): RawPreview {
  return text.length > maxChars
    ? { text: text.slice(0, maxChars), truncated: true }
    : { text, truncated: false };
}
