import { type BodyReader, textDecoderFor } from "./client.ts";
import { taskAt } from "./next-task.ts";
import { ITEM_KEYS } from "./normalize-list.ts";

/**
 * Reads a list sent in one answer while its bytes arrive: a portal's dataset list (in the catalog
 * engine's worker), so the first datasets of a big list can be shown long before its last byte,
 * and an API's table through the proxy.
 *
 * The text is scanned only for the structure around the list (strings, brackets and the commas
 * between the items); the items themselves are parsed by the runtime's own JSON.parse, a run of
 * complete items at a time, and the envelope around them (a bare array, or an object such as Eve's
 * {_items, _meta, _links}) once the answer is complete. Anything it does not recognise (another
 * envelope, broken JSON, an HTML page) makes it step aside: `finish()` returns null and the caller
 * reads the whole text as before, with the same checks and the same messages.
 */
export interface ListScanner {
  /** Every item parsed so far, in order; once finished, the list the parsed answer holds. */
  readonly items: readonly unknown[];
  /** Reads the next piece of the body at once; false once it has stepped aside. */
  push(chunk: Uint8Array): boolean;
  /** The whole answer, parsed, with its items in place; null when it could not be read so. */
  finish(): { readonly json: unknown } | null;
}

/** The scanner behind a reader of the fetch module, which gives the page a turn between pieces. */
export interface ListStream extends BodyReader {
  readonly items: readonly unknown[];
}

/** Work done between two pauses that let the page paint and answer input (proxy answers). */
const SLICE_MS = 8;
/** Bytes decoded and scanned in one go (a few milliseconds' work), so a pause can come between. */
const PIECE_BYTES = 64 * 1024;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** The index just past the string that opens at `start`, or -1 when it ends beyond `text`. */
function endOfString(text: string, start: number): number {
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/** A quoted key as a string; null when its escapes are not JSON's. */
function keyText(quoted: string): string | null {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return null;
  }
}

type Phase = "start" | "envelope" | "items" | "tail" | "failed";

/** Characters of an envelope read before its list must have begun (Eve's comes first). */
const ENVELOPE_LIMIT = 256 * 1024;
/** What stands where the list was while the envelope around it is parsed. */
const PLACEHOLDER = "\u0000list read apart\u0000";

/**
 * `onItems` receives each run of parsed items in order, as soon as it is complete; together they
 * are the list's items.
 */
export function createListScanner(
  contentType: string,
  onItems: (items: readonly unknown[]) => void = () => undefined,
): ListScanner {
  const decoder = textDecoderFor(contentType);
  const items: unknown[] = [];
  let phase: Phase = "start";
  /** Text not yet consumed; `at` is how far it has been scanned. */
  let text = "";
  let at = 0;
  let depth = 0;
  /** The envelope before the list's `[` (empty for a bare array), and the key that holds the list. */
  let head = "";
  let itemsKey: string | null = null;
  let lastKey: string | null = null;
  /** In "items": the depth of the list's own entries, and where the next run of items starts. */
  let itemsDepth = 0;
  let runStart = 0;
  let lastComma = -1;
  let tail = "";

  const fail = () => {
    phase = "failed";
    text = "";
    tail = "";
    items.length = 0;
  };

  /** Parses a run of complete items; false (and the stream steps aside) when it is not JSON. */
  const emit = (run: string): boolean => {
    if (run.trim() === "") return true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(`[${run}]`);
    } catch {
      fail();
      return false;
    }
    const batch = parsed as unknown[];
    for (const item of batch) items.push(item);
    onItems(batch);
    return true;
  };

  const scan = () => {
    while (at < text.length && phase !== "failed" && phase !== "tail") {
      // An object with no list near its start (GeoJSON, a record) is read whole: scanning it to
      // its end first, as text that keeps growing, costs more than it saves before it is parsed
      // whole anyway.
      if (phase === "envelope" && at > ENVELOPE_LIMIT) return fail();
      const code = text.charCodeAt(at);
      if (phase === "start") {
        if (isSpace(code) || code === 0xfeff) at += 1;
        else if (code === OPEN_BRACKET) {
          phase = "items";
          depth = 1;
          itemsDepth = 1;
          at += 1;
          runStart = at;
        } else if (code === OPEN_BRACE) {
          phase = "envelope";
          depth = 1;
          at += 1;
        } else return fail();
        continue;
      }
      if (code === QUOTE) {
        const end = endOfString(text, at);
        if (end === -1) return;
        // A key of the envelope itself: a string at the top level followed by a colon (a long
        // one is no list's key, but it still ends the last key's value).
        if (phase === "envelope" && depth === 1) {
          let next = end;
          while (next < text.length && isSpace(text.charCodeAt(next))) next += 1;
          if (next === text.length) return;
          if (text.charCodeAt(next) === COLON) {
            lastKey = end - at < 64 ? keyText(text.slice(at, end)) : null;
          }
        }
        at = end;
        continue;
      }
      if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        if (
          phase === "envelope" &&
          depth === 1 &&
          code === OPEN_BRACKET &&
          itemsKey === null &&
          lastKey !== null &&
          ITEM_KEYS.includes(lastKey)
        ) {
          phase = "items";
          itemsKey = lastKey;
          head = text.slice(0, at);
          itemsDepth = 2;
          runStart = at + 1;
        }
        depth += 1;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth -= 1;
        if (phase === "items" && depth < itemsDepth) {
          const run = text.slice(runStart, at);
          // "[1, 2, ]" is not JSON: leave it to the whole-text reading to say so.
          if (run.trim() === "" && lastComma !== -1) return fail();
          if (!emit(run)) return;
          phase = "tail";
          tail = text.slice(at + 1);
          text = "";
          at = 0;
          return;
        }
        if (depth === 0) return fail();
      } else if (code === COMMA && phase === "items" && depth === itemsDepth) {
        lastComma = at;
      }
      at += 1;
    }
  };

  /** Parses the complete items scanned so far and drops their text. */
  const drain = () => {
    if (phase !== "items" || lastComma < runStart) return;
    if (!emit(text.slice(runStart, lastComma))) return;
    const consumed = lastComma + 1;
    text = text.slice(consumed);
    at -= consumed;
    runStart = 0;
    lastComma = -1;
  };

  const take = (piece: string) => {
    if (phase === "failed") return;
    if (phase === "tail") {
      tail += piece;
      return;
    }
    text += piece;
    scan();
    drain();
  };

  return {
    items,
    push(chunk) {
      if (phase === "failed") return false;
      take(decoder.decode(chunk, { stream: true }));
      // take() may have stepped aside (TypeScript cannot see the closure change the phase).
      return (phase as Phase) !== "failed";
    },
    finish() {
      take(decoder.decode());
      if (phase !== "tail") return null;
      if (itemsKey === null) return tail.trim() === "" ? { json: items } : null;
      let envelope: unknown;
      try {
        envelope = JSON.parse(`${head}${JSON.stringify(PLACEHOLDER)}${tail}`);
      } catch {
        return null;
      }
      if (typeof envelope !== "object" || envelope === null || Array.isArray(envelope)) return null;
      // The key given again later in the answer wins in JSON.parse: then read the whole text.
      if ((envelope as Record<string, unknown>)[itemsKey] !== PLACEHOLDER) return null;
      (envelope as Record<string, unknown>)[itemsKey] = items;
      return { json: envelope };
    },
  };
}

/**
 * A scanner fed from the main thread (an API's table through the proxy): the queue is read a
 * piece at a time, with a pause every few milliseconds, so a big answer never holds the page.
 */
export function createListStream(contentType: string): ListStream {
  const scanner = createListScanner(contentType);
  const queue: Uint8Array[] = [];
  let reading = false;
  let drained: Promise<void> = Promise.resolve();
  const readQueue = async () => {
    let sliceStarted = performance.now();
    try {
      for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
        for (let from = 0; from < chunk.byteLength; from += PIECE_BYTES) {
          if (!scanner.push(chunk.subarray(from, from + PIECE_BYTES))) return;
          if (performance.now() - sliceStarted >= SLICE_MS) {
            await taskAt("user-visible");
            sliceStarted = performance.now();
          }
        }
      }
    } finally {
      reading = false;
    }
  };
  return {
    items: scanner.items,
    push(chunk) {
      queue.push(chunk);
      if (reading) return;
      reading = true;
      drained = readQueue();
    },
    async finish() {
      await drained;
      return scanner.finish();
    },
  };
}
