import { describe, expect, it } from "vitest";
import { isLongDescription, looksLikeHtml, plainTextParagraphs } from "./description-text.ts";

describe("plainTextParagraphs", () => {
  it("splits on blank lines of any newline style and keeps single breaks", () => {
    expect(plainTextParagraphs("One\r\ntwo\r\n\r\nThree\n \nFour\r\rFive")).toEqual([
      "One\ntwo",
      "Three",
      "Four",
      "Five",
    ]);
  });

  it("drops empty paragraphs and surrounding space", () => {
    expect(plainTextParagraphs("\n\n  a  \n\n\n\n b \n")).toEqual(["a", "b"]);
    expect(plainTextParagraphs("")).toEqual([]);
  });
});

describe("looksLikeHtml", () => {
  it("tells markup and entities from text that merely has angle brackets", () => {
    expect(looksLikeHtml("<p>x</p>")).toBe(true);
    expect(looksLikeHtml("a<br>b")).toBe(true);
    expect(looksLikeHtml("Tom &amp; Jerry")).toBe(true);
    expect(looksLikeHtml("x < 3 and y > 2")).toBe(false);
    expect(looksLikeHtml("Plain\r\ntext")).toBe(false);
  });
});

describe("isLongDescription", () => {
  it("folds long texts and many paragraphs", () => {
    expect(isLongDescription("short")).toBe(false);
    expect(isLongDescription("x".repeat(701))).toBe(true);
    expect(isLongDescription("a\n\nb\n\nc\n\nd\n\ne")).toBe(true);
  });
});
