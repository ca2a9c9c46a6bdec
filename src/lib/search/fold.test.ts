import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold, foldedWords, foldWithOffsets, foldWords } from "./fold.ts";

describe("fold", () => {
  it("drops case and diacritics", () => {
    expect(fold("Čistoća")).toBe("cistoca");
    expect(fold("București")).toBe("bucuresti");
    expect(fold("Főváros Önkormányzata")).toBe("fovaros onkormanyzata");
    expect(fold("Žabalj, Šid")).toBe("zabalj  sid");
  });

  it("transliterates Serbian Cyrillic to the same Latin form", () => {
    expect(fold("Београд")).toBe("beograd");
    expect(fold("Буџет")).toBe(fold("Budžet"));
    expect(fold("Љубљана Њива Ћуприја Ђурђевак Јагодина")).toBe(
      "ljubljana njiva cuprija djurdjevak jagodina",
    );
    expect(fold("Đurđevak")).toBe("djurdjevak");
  });

  it("handles decomposed input and ligatures", () => {
    expect(fold("C\u030cistoc\u0301a")).toBe("cistoca");
    expect(fold("ǅ")).toBe("dz");
  });

  it("turns punctuation into word breaks", () => {
    expect(foldWords("Cluj-Napoca, 2024.")).toEqual(["cluj", "napoca", "2024"]);
  });

  it("keeps repeated words once", () => {
    expect(foldWords("a b a b a")).toEqual(["a", "b"]);
  });

  it("maps folded characters back to the original", () => {
    const { folded, offsets } = foldWithOffsets("Љубав");
    expect(folded).toBe("ljubav");
    expect(offsets.slice(0, 3)).toEqual([0, 0, 1]);
    expect(offsets.at(-1)).toBe(5);
  });
});

describe("foldedWords", () => {
  it("gives the words fold gives, in order, repeats kept", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        expect(foldedWords(text)).toEqual(
          fold(text)
            .split(" ")
            .filter((word) => word !== ""),
        );
      }),
      { numRuns: 500 },
    );
    expect(foldedWords("Čistoća, đački dom — Регистар i̇ ﬁ 2024.")).toEqual([
      "cistoca",
      "djacki",
      "dom",
      "registar",
      "i",
      "fi",
      "2024",
    ]);
  });
});
