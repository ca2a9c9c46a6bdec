import { describe, expect, it } from "vitest";
import { initialLocale, matchLanguage, negotiateLocale } from "./negotiate.ts";

describe("negotiateLocale", () => {
  it("maps Serbian and its neighbours to the script they read", () => {
    expect(negotiateLocale(["sr"])).toBe("sr-Cyrl");
    expect(negotiateLocale(["sr-RS"])).toBe("sr-Cyrl");
    expect(negotiateLocale(["sr-Cyrl-RS"])).toBe("sr-Cyrl");
    expect(negotiateLocale(["sr-Latn-RS"])).toBe("sr-Latn");
    expect(negotiateLocale(["sr-Latn"])).toBe("sr-Latn");
    expect(negotiateLocale(["bs"])).toBe("sr-Latn");
    expect(negotiateLocale(["bs-Cyrl"])).toBe("sr-Cyrl");
    expect(negotiateLocale(["hr-HR"])).toBe("sr-Latn");
    expect(negotiateLocale(["sh"])).toBe("sr-Latn");
  });
  it("takes the first language it speaks, in the reader's order", () => {
    expect(negotiateLocale(["de-DE", "hr", "en"])).toBe("sr-Latn");
    expect(negotiateLocale(["en-GB", "sr"])).toBe("en");
  });
  it("falls back to English for anything else, including nonsense", () => {
    expect(negotiateLocale(["de", "fr-FR"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
    expect(matchLanguage("not a tag!")).toBeNull();
  });
});

describe("initialLocale", () => {
  it("lets a link's ?lang= win, then the kept choice, then the browser", () => {
    expect(initialLocale("?lang=sr-Latn", "en", ["sr"])).toBe("sr-Latn");
    expect(initialLocale("", "sr-Latn", ["en"])).toBe("sr-Latn");
    expect(initialLocale("", null, ["sr-RS"])).toBe("sr-Cyrl");
  });
  it("ignores an unknown ?lang= or kept value", () => {
    expect(initialLocale("?lang=xx", "also-bad", ["hr"])).toBe("sr-Latn");
  });
});
