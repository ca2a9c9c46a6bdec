import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt.ts";

describe("excerpt", () => {
  it("cuts at a word boundary", () => {
    expect(excerpt("one two three four", 10)).toBe("one two…");
    expect(excerpt("short", 10)).toBe("short");
  });
});
