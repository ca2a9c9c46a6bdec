import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight.ts";

const marked = (text: string, tokens: string[]) =>
  highlightParts(text, tokens)
    .filter((part) => part.match)
    .map((part) => part.text);

describe("highlightParts", () => {
  it("marks matches in the original spelling", () => {
    expect(marked("Čistoća — odvoz", ["cistoca"])).toEqual(["Čistoća"]);
    expect(marked("Буџет града Београда", ["beograd"])).toEqual(["Београд"]);
    expect(marked("Љубав", ["lj"])).toEqual(["Љ"]);
  });

  it("merges overlapping matches and keeps the whole text", () => {
    const parts = highlightParts("budget budžet", ["budz", "dzet"]);
    expect(parts.map((part) => part.text).join("")).toBe("budget budžet");
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["budžet"]);
  });

  it("marks a word of one or two letters only where a word starts", () => {
    expect(marked("Budžet Beograda, broj 2", ["b"])).toEqual(["B", "B", "b"]);
    expect(marked("Gradski budžet", ["bu"])).toEqual(["bu"]);
    expect(marked("Šibenik", ["bu"])).toEqual([]);
    expect(marked("Šibenik", ["ben"])).toEqual(["ben"]);
  });

  it("returns the text unmarked without tokens", () => {
    expect(highlightParts("abc", [])).toEqual([{ text: "abc", match: false }]);
  });
});
