import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildWordIndex, intersectIds, joinWordIndexes } from "./word-index.ts";

describe("buildWordIndex", () => {
  const index = buildWordIndex([
    " budzet grada zagreba ",
    " zeleni parkovi ",
    " javni prevoz zagreb ",
  ]);
  const ids = (token: string) => Array.from(index.matching(token));

  it("finds a word of three letters or more anywhere inside a word", () => {
    expect(ids("agre")).toEqual([0, 2]);
    expect(ids("dzet")).toEqual([0]);
    expect(ids("nowhere")).toEqual([]);
  });

  it("finds a word of one or two letters only where a word starts", () => {
    expect(ids("z")).toEqual([0, 1, 2]);
    expect(ids("ze")).toEqual([1]);
    expect(ids("ar")).toEqual([]);
  });

  it("answers a word typed letter by letter as a fresh index does", () => {
    const texts = [
      " budzet grada zagreba ",
      " zagrebacki budzet ",
      " agregatni podaci zagorja ",
      " grad zagreb budzetski ",
    ];
    const typed = buildWordIndex(texts);
    for (const word of ["zagrebacki", "budzetski", "agregat"]) {
      for (let end = 1; end <= word.length; end++) {
        const token = word.slice(0, end);
        const fresh = buildWordIndex(texts);
        expect(Array.from(typed.matching(token))).toEqual(Array.from(fresh.matching(token)));
        expect(Array.from(typed.starting(token))).toEqual(Array.from(fresh.starting(token)));
      }
    }
  });

  it("says which letters follow a word most often, the likeliest first", () => {
    const words = buildWordIndex([" budzet budzetski ", " budimpesta ", " budva budzet "]);
    // After "bud": z (three words), i, v; letters no word continues with are not named.
    expect(words.nextLetters("bud")).toBe("ziv");
    expect(words.nextLetters("budzet")).toBe("s");
    expect(words.nextLetters("x")).toBe("");
    // Between words, the letters words start with.
    expect(words.nextLetters("")).toBe("b");
    // A word of one letter is matched where words start, so it is continued only there.
    expect(index.nextLetters("z")).toBe("ae");
  });

  it("answers a repeated word from its cache with the same ids", () => {
    expect(index.matching("park")).toBe(index.matching("park"));
    // A letter's ids are decoded afresh each time (not kept), the same either way it is asked.
    expect(index.starting("z")).toStrictEqual(index.matching("z"));
  });

  it("answers a first letter with the ids a plain scan finds, across 32-entry chunks", () => {
    // 70 entries: the last chunk is partly used; "b" sits at either side of each chunk's edge.
    const texts = Array.from({ length: 70 }, (_, id) => {
      const words = [`a${id % 3}`, id % 5 === 0 ? "cesta" : "dom"];
      if ([0, 31, 32, 33, 63, 64, 69].includes(id)) words.push("budzet");
      return ` ${words.join(" ")} `;
    });
    const letters = buildWordIndex(texts);
    const scan = (letter: string) =>
      texts.flatMap((text, id) =>
        text.split(" ").some((word) => word.startsWith(letter)) ? [id] : [],
      );
    for (const letter of ["a", "b", "c", "d", "x"]) {
      expect(Array.from(letters.starting(letter))).toEqual(scan(letter));
      expect(Array.from(letters.matching(letter))).toEqual(scan(letter));
    }
    expect(Array.from(letters.starting("b"))).toEqual([0, 31, 32, 33, 63, 64, 69]);
    // Between words, letters rank by their entries: a (all 70), d (56), c (14), b (7).
    expect(letters.nextLetters("")).toBe("adcb");
  });
});

describe("buildWordIndex over many words", () => {
  // Words of a few letters, many shared: every start of one or two letters, and a few inner
  // matches, against a plain scan of the texts.
  let seed = 7;
  const letter = () => {
    seed = (seed * 48271) % 2147483647;
    return "abcdzšđž"[seed % 8] ?? "a";
  };
  const word = () => Array.from({ length: 1 + (seed % 6) }, letter).join("");
  const texts = Array.from({ length: 300 }, () => ` ${Array.from({ length: 4 }, word).join(" ")} `);
  const index = buildWordIndex(texts);
  const scan = (token: string, atStart: boolean) =>
    texts.flatMap((text, id) =>
      text.split(" ").some((w) => w !== "" && (atStart ? w.startsWith(token) : w.includes(token)))
        ? [id]
        : [],
    );

  it("finds every start of one or two letters, and words inside words", () => {
    const tokens = ["a", "š", "ž", "ab", "zš", "đa", "dd", "abc", "šđž", "bad"];
    for (const token of tokens) {
      expect(Array.from(index.starting(token))).toEqual(scan(token, true));
      expect(Array.from(index.matching(token))).toEqual(scan(token, token.length < 3));
    }
  });

  it("counts the letters that follow a start of one letter", () => {
    const counts = new Map<string, number>();
    const words = new Set(texts.flatMap((text) => text.split(" ").filter((w) => w !== "")));
    for (const w of words) {
      const next = w[1];
      if (w.startsWith("a") && next !== undefined) counts.set(next, (counts.get(next) ?? 0) + 1);
    }
    expect(index.nextLetterCounts("a")).toEqual(counts);
  });
});

describe("buildWordIndex against a plain scan", () => {
  // Words are found by halving the sorted dictionary: a token before every word, after every
  // word, equal to one, or a start of all of them must find what a scan of the texts finds.
  const word = fc.string({ unit: fc.constantFrom(..."abzšđž9"), minLength: 1, maxLength: 5 });
  const texts = fc.array(fc.array(word, { maxLength: 4 }), { minLength: 1, maxLength: 30 });
  const token = fc.string({ unit: fc.constantFrom(..."abzšđž9"), minLength: 1, maxLength: 3 });

  it("finds the words a token starts and the words it is inside", () => {
    fc.assert(
      fc.property(texts, fc.array(token, { minLength: 1, maxLength: 8 }), (entries, tokens) => {
        const index = buildWordIndex(entries.map((words) => ` ${words.join(" ")} `));
        const scan = (test: (w: string) => boolean) =>
          entries.flatMap((words, id) => (words.some(test) ? [id] : []));
        for (const t of tokens) {
          const atStart = (w: string) => w.startsWith(t);
          expect(Array.from(index.starting(t))).toEqual(scan(atStart));
          expect(Array.from(index.matching(t))).toEqual(
            scan(t.length < 3 ? atStart : (w) => w.includes(t)),
          );
          if (t.length === 1) {
            const counts = new Map<string, number>();
            for (const w of new Set(entries.flat())) {
              const next = w[1];
              if (atStart(w) && next !== undefined) counts.set(next, (counts.get(next) ?? 0) + 1);
            }
            expect(index.nextLetterCounts(t)).toEqual(counts);
          }
        }
      }),
    );
  });
});

describe("joinWordIndexes", () => {
  const texts = [" budzet grada ", " zeleni parkovi ", " budzet zagreba ", " parking "];
  const whole = buildWordIndex(texts);
  const joined = joinWordIndexes([
    { index: () => buildWordIndex(texts.slice(0, 2)), size: 2 },
    { index: () => buildWordIndex(texts.slice(2)), size: 2 },
  ]);

  it("answers as one index over the parts end to end", () => {
    for (const token of ["budzet", "park", "z", "za", "gr", "nowhere"]) {
      expect(Array.from(joined.matching(token))).toEqual(Array.from(whole.matching(token)));
      expect(Array.from(joined.starting(token))).toEqual(Array.from(whole.starting(token)));
    }
  });

  it("counts the next letters of every part together", () => {
    expect(joined.nextLetterCounts("par")).toEqual(whole.nextLetterCounts("par"));
    expect(joined.nextLetters("")).toBe(whole.nextLetters(""));
  });
});

describe("intersectIds", () => {
  it("keeps the ids every list has, in ascending order", () => {
    const list = (...values: number[]) => Int32Array.from(values);
    expect(Array.from(intersectIds([list(1, 3, 5, 7), list(3, 7, 9), list(0, 3, 7)]))).toEqual([
      3, 7,
    ]);
    expect(Array.from(intersectIds([list(1, 2)]))).toEqual([1, 2]);
    expect(Array.from(intersectIds([]))).toEqual([]);
  });
});
