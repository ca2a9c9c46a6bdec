import { describe, expect, it } from "vitest";
import { typedWord } from "./fold.ts";
import { nextTexts } from "./next-keys.ts";

describe("nextTexts", () => {
  it("groups the keys search reads alike, so each question is asked once", () => {
    const groups = nextTexts("bud");
    const z = groups.find((group) => group.texts.includes("budz"));
    expect(z).toEqual({ letter: "z", texts: ["budz", "budž"] });
    expect(groups.find((group) => group.texts.includes("budđ"))?.letter).toBe("d");
    // A space asks what the text already asks.
    expect(groups.find((group) => group.texts.includes("bud "))?.letter).toBe("");
    expect(new Set(groups.flatMap((group) => group.texts)).size).toBe(
      groups.reduce((sum, group) => sum + group.texts.length, 0),
    );
  });

  it("follows the script being typed", () => {
    const texts = nextTexts("буџ").flatMap((group) => group.texts);
    expect(texts).toContain("буџе");
    expect(texts).not.toContain("буџe");
    expect(nextTexts("").flatMap((group) => group.texts)).toContain("a");
  });
});

describe("typedWord", () => {
  it("is the folded word at the end, or nothing after a separator", () => {
    expect(typedWord("Budžet gra")).toBe("gra");
    expect(typedWord("Буџ")).toBe("budz");
    expect(typedWord("budzet ")).toBe("");
    expect(typedWord("")).toBe("");
  });
});
