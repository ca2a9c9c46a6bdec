import { describe, expect, it } from "vitest";
import { explorerCatalog } from "./derive-catalogs.ts";

/**
 * The catalogs against the code: every message the code uses (extracted by Lingui's own
 * extractor) is in every written catalog with a translation, and no catalog keeps a message the
 * code no longer uses. `npm run i18n:extract` brings a catalog up to date; a translator fills it.
 */
describe("message catalogs", async () => {
  const catalog = await explorerCatalog(process.cwd());
  const extracted = await catalog.collect();
  const used = new Set(Object.keys(extracted ?? {}));

  it("finds the code's messages", () => {
    expect(used.size).toBeGreaterThan(100);
  });

  for (const locale of ["en", "sr-Latn"]) {
    it(`${locale} translates every message the code uses, and nothing else`, async () => {
      const messages = await catalog.read(locale);
      const missing = [...used].filter((id) => {
        const entry = messages?.[id];
        return entry === undefined || (locale !== "en" && !entry.translation);
      });
      const unused = Object.keys(messages ?? {}).filter((id) => !used.has(id));
      const describe = (ids: string[]) => ids.map((id) => extracted?.[id]?.message ?? id);
      expect(describe(missing), `missing in ${locale}.po`).toEqual([]);
      expect(
        unused.map((id) => messages?.[id]?.message ?? id),
        `unused in ${locale}.po`,
      ).toEqual([]);
    });
  }
});
