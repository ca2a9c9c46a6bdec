/**
 * Rewrites the literal text of an ICU message (what a reader sees) and nothing else: argument
 * names, plural and select keywords, `#` and Lingui's `<0>…</0>` tags come through unchanged, and
 * the text inside each plural or select branch is rewritten like the rest.
 */
export function mapLiteralText(message: string, map: (text: string) => string): string {
  let at = 0;

  function text(insideBranch: boolean, plural: boolean): string {
    let out = "";
    let run = "";
    const flush = () => {
      if (run !== "") out += map(run);
      run = "";
    };
    while (at < message.length) {
      const char = message[at] as string;
      if (char === "{") {
        flush();
        out += argument();
        continue;
      }
      if (char === "}" && insideBranch) break;
      if (char === "#" && plural) {
        flush();
        out += char;
        at += 1;
        continue;
      }
      const tag = char === "<" ? /^<\/?\d+\s*\/?>/.exec(message.slice(at)) : null;
      if (tag) {
        flush();
        out += tag[0];
        at += tag[0].length;
        continue;
      }
      run += char;
      at += 1;
    }
    flush();
    return out;
  }

  function argument(): string {
    const header = /^\{\s*[^\s,{}]+\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!header) throw new Error(`Unreadable ICU argument at ${at} in ${JSON.stringify(message)}`);
    const kind = header[1];
    let out = header[0];
    at += header[0].length;
    if (kind === undefined || !/^(plural|select|selectordinal)$/.test(kind)) {
      // {name} or {name, number, ::style}: no text of its own.
      const end = message.indexOf("}", at);
      if (end < 0) throw new Error(`Unclosed ICU argument in ${JSON.stringify(message)}`);
      out += message.slice(at, end + 1);
      at = end + 1;
      return out;
    }
    if (message[at] !== ",")
      throw new Error(`Expected "," after ${kind} in ${JSON.stringify(message)}`);
    out += ",";
    at += 1;
    for (;;) {
      const selector = /^\s*(}|[^\s{}]+\s*\{)/.exec(message.slice(at));
      if (!selector) throw new Error(`Unreadable ${kind} branch in ${JSON.stringify(message)}`);
      out += selector[0];
      at += selector[0].length;
      if (selector[1] === "}") return out;
      out += text(true, kind !== "select");
      if (message[at] !== "}")
        throw new Error(`Unclosed ${kind} branch in ${JSON.stringify(message)}`);
      out += "}";
      at += 1;
    }
  }

  return text(false, false);
}
