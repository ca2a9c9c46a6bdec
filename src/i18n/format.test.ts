import { describe, expect, it } from "vitest";
import { formatFor } from "./format.ts";

const en = formatFor("en");
const gb = formatFor("en-GB");
const srLatn = formatFor("sr-Latn-RS");
const srCyrl = formatFor("sr-Cyrl-RS");
const day = 24 * 3600_000;

describe("sizes", () => {
  it("step by 1024 with one fraction digit under 100", () => {
    expect(en.bytes(1.2 * 1024 ** 2)).toBe("1.2 MB");
    expect(en.bytes(850 * 1024)).toBe("850 kB");
    expect(en.bytes(3.5 * 1024 ** 3)).toBe("3.5 GB");
  });
  it("use the locale's decimal separator", () => {
    expect(srLatn.bytes(1.2 * 1024 ** 2)).toBe("1,2 MB");
    expect(srCyrl.bytes(1.2 * 1024 ** 2)).toBe("1,2 MB");
    expect(srLatn.bytes(1023)).toBe("1.023 B");
  });
  it("show back a size the portal wrote as text", async () => {
    const { parseSize } = await import("../api/normalize-size.ts");
    for (const text of ["1.2 MB", "12 GB"]) expect(en.bytes(parseSize(text).bytes)).toBe(text);
  });
  it("show a dash when the size is unknown", () => {
    expect(en.bytes(null)).toBe("—");
    expect(en.bytes(Number.NaN)).toBe("—");
  });
});

describe("dates", () => {
  it("say the catalog's word for unknown instead of inventing a date", () => {
    const words = formatFor("sr-Latn-RS", { unknown: "nepoznato", justNow: "upravo sada" });
    expect(words.date(null)).toBe("nepoznato");
    expect(words.relative(null)).toBe("nepoznato");
    expect(words.relative(Date.now() - 1000)).toBe("upravo sada");
  });
  it("format in UTC so a date does not shift with the reader's zone", () => {
    expect(gb.date(Date.UTC(2013, 3, 2, 23, 59))).toBe("2 Apr 2013");
    expect(srLatn.date(Date.UTC(2013, 3, 2, 23, 59))).toBe("2. 4. 2013.");
  });
  it("count back in the largest whole unit, in the locale's words", () => {
    const now = Date.UTC(2026, 10, 22);
    expect(en.relative(now - 3 * day, now)).toBe("3 days ago");
    expect(en.relative(now - day, now)).toBe("yesterday");
    expect(en.relative(now - 400 * day, now)).toBe("last year");
    expect(srLatn.relative(now - 3 * day, now)).toBe("pre 3 dana");
    expect(srCyrl.relative(now - 3 * day, now)).toBe("пре 3 дана");
  });
  it("give the exact instant in UTC without throwing", () => {
    expect(gb.dateTime(Date.UTC(2026, 10, 22, 10, 29))).toBe("22 Nov 2026, 10:29 UTC");
  });
});

describe("counts and lists", () => {
  it("group digits the locale's way", () => {
    expect(en.count(12345)).toBe("12,345");
    expect(srLatn.count(12345)).toBe("12.345");
    expect(srLatn.number(12.5)).toBe("12,5");
  });
  it("join lists with the locale's conjunction", () => {
    expect(en.list(["CSV", "JSON", "PDF"])).toBe("CSV, JSON, and PDF");
    expect(srLatn.list(["CSV", "JSON", "PDF"])).toBe("CSV, JSON i PDF");
    expect(srCyrl.list(["CSV", "JSON", "PDF"])).toBe("CSV, JSON и PDF");
  });
});

describe("percent", () => {
  it("keeps what a small share needs to be more than nothing", () => {
    expect(en.percent(0.4)).toBe("40%");
    expect(en.percent(0.004)).toBe("0.4%");
    expect(en.percent(1 / 2392)).toBe("0.04%");
    expect(en.percent(0)).toBe("0%");
    expect(formatFor("sr-Latn-RS").percent(0.4)).toBe("40%");
  });
});
