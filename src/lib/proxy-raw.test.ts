import { describe, expect, it } from "vitest";
import { prettyJsonPrefix, textPrefix } from "./proxy-raw.ts";

describe("prettyJsonPrefix", () => {
  it("matches JSON.stringify with two spaces when under the cap", () => {
    const value = { a: [1, { b: null, c: "x" }], d: {}, e: [], f: undefined, g: true };
    expect(prettyJsonPrefix(value)).toEqual({
      text: JSON.stringify(value, null, 2),
      truncated: false,
    });
  });

  it("stops at the cap without writing the rest", () => {
    const big = Array.from({ length: 100_000 }, (_, id) => ({ id, name: `row ${id}` }));
    const preview = prettyJsonPrefix(big, 1000);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toHaveLength(1000);
    expect(JSON.stringify(big, null, 2).startsWith(preview.text)).toBe(true);
  });
});

describe("textPrefix", () => {
  it("cuts long text only", () => {
    expect(textPrefix("abc", 5)).toEqual({ text: "abc", truncated: false });
    expect(textPrefix("abcdef", 5)).toEqual({ text: "abcde", truncated: true });
  });
});
