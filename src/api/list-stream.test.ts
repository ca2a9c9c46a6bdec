import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createListScanner, createListStream } from "./list-stream.ts";

const encoder = new TextEncoder();

/** An onItems that keeps each run. */
function collect(runs: unknown[][]) {
  return (items: readonly unknown[]) => {
    runs.push([...items]);
  };
}

/** Feeds `text` in pieces cut at `cuts` (byte offsets), as a network would. */
async function read(text: string, cuts: readonly number[] = []) {
  const runs: unknown[][] = [];
  const stream = createListScanner("application/json; charset=utf-8", collect(runs));
  const bytes = encoder.encode(text);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    await stream.push(bytes.slice(from, cut));
    from = cut;
  }
  await stream.push(bytes.slice(from));
  return { runs, result: await stream.finish(), items: stream.items };
}

const TRICKY = [
  { slug: "a", name: 'Brackets ] } [ { and "quotes", commas, , and \\ backslashes\\' },
  { slug: "b", name: "Ćirilica: Буџет града, đak", nested: { list: [1, [2, { x: "]" }]] } },
  { slug: "c", name: "emoji 🚲 and \u2028 line separator", tags: [] },
  null,
  "a string item",
  42,
  { slug: "d", description: "<p>[1,2]</p>\n{}" },
];

describe("createListScanner", () => {
  it("reads a bare array cut at every byte into the same items as JSON.parse", async () => {
    const text = JSON.stringify(TRICKY);
    const bytes = encoder.encode(text).length;
    for (let cut = 0; cut <= bytes; cut++) {
      const { runs, result } = await read(text, [cut]);
      expect(result?.json).toEqual(TRICKY);
      expect(runs.flat()).toEqual(TRICKY);
    }
  });

  it("reads any list cut anywhere, piece by piece, as JSON.parse does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue(), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        async (list, rawCuts, pretty) => {
          const text = pretty ? JSON.stringify(list, null, 2) : JSON.stringify(list);
          const size = encoder.encode(text).length;
          const { runs, result } = await read(
            text,
            rawCuts.map((cut) => cut % (size + 1)),
          );
          const expected = JSON.parse(text);
          expect(result?.json).toEqual(expected);
          expect(runs.flat()).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("gives items as soon as the runs before them are complete", async () => {
    const runs: unknown[][] = [];
    const stream = createListScanner("application/json", collect(runs));
    await stream.push(encoder.encode('[{"slug":"a"},{"slug":"b"},{"slu'));
    expect(runs.flat()).toEqual([{ slug: "a" }, { slug: "b" }]);
    await stream.push(encoder.encode('g":"c"}]'));
    expect(runs.flat()).toEqual([{ slug: "a" }, { slug: "b" }, { slug: "c" }]);
    expect((await stream.finish())?.json).toEqual(runs.flat());
  });

  it("reads Eve's envelope, with the list between its other keys", async () => {
    const envelope = {
      _links: { self: { href: "resources", title: "[not the list]" } },
      _items: TRICKY,
      _meta: { page: 1, max_results: 25, total: 7 },
    };
    const { runs, result, items } = await read(JSON.stringify(envelope, null, 1), [5, 40, 90]);
    expect(result?.json).toEqual(envelope);
    expect(runs.flat()).toEqual(TRICKY);
    // The envelope holds the very list that was streamed, so the caller can tell it was used.
    expect((result?.json as { _items?: unknown } | undefined)?._items).toBe(items);
  });

  it("reads each list key readers know (data, results, ...)", async () => {
    for (const key of ["data", "results", "items", "resources", "datasets"]) {
      const envelope = { total: 2, [key]: [{ slug: "x" }, { slug: "y" }], next: null };
      const { result, runs } = await read(JSON.stringify(envelope), [7]);
      expect(result?.json).toEqual(envelope);
      expect(runs.flat()).toHaveLength(2);
    }
  });

  it("decodes the declared charset, a piece at a time", async () => {
    const runs: unknown[][] = [];
    const stream = createListScanner("application/json; charset=utf-16le", collect(runs));
    const text = JSON.stringify([{ name: "Šabac" }, { name: "Ниш" }]);
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      bytes[i * 2] = text.charCodeAt(i) & 0xff;
      bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    await stream.push(bytes.slice(0, 9));
    await stream.push(bytes.slice(9));
    expect((await stream.finish())?.json).toEqual([{ name: "Šabac" }, { name: "Ниш" }]);
  });

  it.each([
    ["an HTML page", "<!doctype html><h1>502 Bad Gateway</h1>"],
    ["plain text", "Service unavailable"],
    ["a list broken half-way", '[{"slug":"a"},{"slug":"b"},{"slug" "c"}]'],
    ["a list cut short", '[{"slug":"a"},{"slug":"b"}'],
    ["a trailing comma", '[{"slug":"a"},]'],
    ["text after the list", '[{"slug":"a"}] and more'],
    ["an object with no list", '{"error":"Unauthorized"}'],
    ["a list nested deeper than readers stream", '{"data":{"_items":[{"slug":"a"}]}}'],
    ["a broken envelope after the list", '{"_items":[{"slug":"a"}],"_meta":{'],
    ["an empty body", ""],
    // JSON.parse keeps the last of two equal keys: the list streamed would be the wrong one.
    ["a list key given twice", '{"data":[{"slug":"a"}],"data":[{"slug":"b"}]}'],
    // A long key is no list's key, but the value after it is not the last key's either.
    ["a list under a long key after a list key", `{"data":1,"${"k".repeat(70)}":[{"slug":"a"}]}`],
    [
      "an object with no list in its first 256 KB",
      `{"note":"${"x".repeat(300 * 1024)}","data":[{"slug":"a"}]}`,
    ],
  ])("steps aside for %s, so the whole text is read as before", async (_, text) => {
    const { result } = await read(text, [3]);
    expect(result).toBeNull();
  });
});

describe("createListStream", () => {
  it("reads on the page's thread in pieces, to the same answer as the scanner", async () => {
    const stream = createListStream("application/json");
    const text = JSON.stringify(TRICKY);
    const bytes = encoder.encode(text);
    stream.push(bytes.slice(0, 17));
    stream.push(bytes.slice(17));
    expect((await stream.finish())?.json).toEqual(TRICKY);
    expect(stream.items).toEqual(TRICKY);
  });
});
