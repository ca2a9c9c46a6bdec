import { describe, expect, it } from "vitest";
import { createMarker, NO_MARKS } from "./highlight.ts";

const marked = (text: string, tokens: string[], mark = createMarker()) => {
  const marks = mark(text, tokens);
  const texts: string[] = [];
  for (let at = 0; at < marks.length; at += 2) texts.push(text.slice(marks[at], marks[at + 1]));
  return texts;
};

describe("createMarker", () => {
  it("marks matches in the original spelling", () => {
    expect(marked("Čistoća — odvoz", ["cistoca"])).toEqual(["Čistoća"]);
    expect(marked("Буџет града Београда", ["beograd"])).toEqual(["Београд"]);
    expect(marked("Љубав", ["lj"])).toEqual(["Љ"]);
  });

  it("merges overlapping and touching matches into one, in order", () => {
    const mark = createMarker();
    expect(mark("budget budžet", ["budz", "dzet"])).toEqual([7, 13]);
    expect(mark("open data, open budget", ["budget", "open"])).toEqual([0, 4, 11, 15, 16, 22]);
    expect(mark("abcdef", ["abc", "def"])).toEqual([0, 6]);
  });

  it("marks a word of one or two letters only where a word starts", () => {
    expect(marked("Budžet Beograda, broj 2", ["b"])).toEqual(["B", "B", "b"]);
    expect(marked("Gradski budžet", ["bu"])).toEqual(["bu"]);
    expect(marked("Šibenik", ["bu"])).toEqual([]);
    expect(marked("Šibenik", ["ben"])).toEqual(["ben"]);
  });

  it("marks nothing without tokens, in an empty text, or where nothing matches", () => {
    const mark = createMarker();
    expect(mark("abc", [])).toBe(NO_MARKS);
    expect(mark("", ["abc"])).toBe(NO_MARKS);
    expect(mark("abc", ["xyz"])).toBe(NO_MARKS);
  });

  it("answers the same for a text it folded before and one it has let go", () => {
    const mark = createMarker(2);
    const first = mark("Čistoća grada", ["gra"]);
    mark("one", ["o"]);
    mark("two", ["t"]);
    expect(mark("Čistoća grada", ["gra"])).toEqual(first);
    expect(mark("Čistoća grada", ["cis"])).toEqual([0, 3]);
  });
});
