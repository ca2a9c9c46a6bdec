import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The explorer's messages, extracted from the code by `npm run i18n:extract` (the Lingui CLI).
 * Translators write `en` (the source, filled by the extractor) and `sr-Latn`. `sr-Cyrl` and the
 * `pseudo` test locale are derived from those at build time (i18n/derive-catalogs.ts) and never
 * written by hand, so they are not in git.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "sr-Latn", "sr-Cyrl", "pseudo"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "<rootDir>/src/test/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
