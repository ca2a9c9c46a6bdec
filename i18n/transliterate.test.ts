import { describe, expect, it } from "vitest";
import { mapLiteralText } from "./message-text.ts";
import { pseudoLocalize } from "./pseudo.ts";
import { latinToCyrillic } from "./transliterate.ts";

describe("latinToCyrillic", () => {
  it("maps every Serbian letter, digraphs as one letter", () => {
    expect(latinToCyrillic("Ljubljana njiva džep đak ćup čaša šuma žaba")).toBe(
      "Љубљана њива џеп ђак ћуп чаша шума жаба",
    );
    expect(latinToCyrillic("Skupovi podataka")).toBe("Скупови података");
  });
  it("keeps acronyms, foreign words, file names and tool names in Latin", () => {
    expect(latinToCyrillic("Preuzmi CSV i JSON")).toBe("Преузми CSV и JSON");
    expect(latinToCyrillic("kopiraj kao curl, fetch ili Python")).toBe(
      "копирај као curl, fetch или Python",
    );
    expect(latinToCyrillic("portals.json pored index.html")).toBe("portals.json поред index.html");
    expect(latinToCyrillic("BibTeX i GeoJSON, XLSX")).toBe("BibTeX и GeoJSON, XLSX");
  });
  it("leaves a sentence's full stop out of the word before it, and key names in Latin", () => {
    expect(latinToCyrillic("Pritisnite Escape za brisanje.")).toBe("Притисните Escape за брисање.");
    expect(latinToCyrillic("Nema opisa. Ništa.")).toBe("Нема описа. Ништа.");
  });
  it("handles hyphenated words part by part", () => {
    expect(latinToCyrillic("e-pošta")).toBe("е-пошта");
  });
});

describe("mapLiteralText", () => {
  const upper = (text: string) => text.toUpperCase();
  it("leaves placeholders, plural keywords, # and tags alone", () => {
    expect(mapLiteralText("Found {count} in <0>{name}</0>.", upper)).toBe(
      "FOUND {count} IN <0>{name}</0>.",
    );
    expect(
      mapLiteralText(
        "{count, plural, one {# skup podataka} few {# skupa} other {# skupova}}",
        upper,
      ),
    ).toBe("{count, plural, one {# SKUP PODATAKA} few {# SKUPA} other {# SKUPOVA}}");
    expect(mapLiteralText("{n, select, a {first} other {rest}} end", upper)).toBe(
      "{n, select, a {FIRST} other {REST}} END",
    );
    expect(mapLiteralText("See <0/> and {size, number}", upper)).toBe(
      "SEE <0/> AND {size, number}",
    );
  });
  it("transliterates a Serbian plural message whole", () => {
    expect(
      mapLiteralText(
        "{count, plural, one {# skup podataka} few {# skupa podataka} other {# skupova podataka}}",
        latinToCyrillic,
      ),
    ).toBe(
      "{count, plural, one {# скуп података} few {# скупа података} other {# скупова података}}",
    );
  });
  it("rejects a message it cannot read instead of garbling it", () => {
    expect(() => mapLiteralText("{count, plural, one {x}", upper)).toThrow(/Unclosed|Unreadable/);
  });
});

describe("pseudoLocalize", () => {
  it("accents every letter, grows by 40% and sits between right-to-left marks", () => {
    const text = pseudoLocalize("Search datasets");
    expect(text).toMatch(/^\u200FŠéáŕçĥ ðáţášéţš .+\u200F$/);
    expect(text.length).toBeGreaterThanOrEqual(Math.floor("Search datasets".length * 1.4));
    expect(text).not.toMatch(/[A-Za-z]/);
  });
  it("keeps surrounding spaces, so pieces around placeholders still join", () => {
    expect(pseudoLocalize(" of ")).toMatch(/^ \u200F.*\u200F $/);
    expect(pseudoLocalize("  ")).toBe("  ");
  });
});
