import { type CatalogType, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { mapLiteralText } from "./message-text.ts";
import { pseudoLocalize } from "./pseudo.ts";
import { latinToCyrillic } from "./transliterate.ts";

/** The locales no one writes by hand: each is made from a written one by a tested function. */
const DERIVED = [
  { locale: "sr-Cyrl", from: "sr-Latn", text: latinToCyrillic },
  { locale: "pseudo", from: "en", text: pseudoLocalize },
] as const;

function derive(
  source: CatalogType,
  text: (literal: string) => string,
  fromSource: boolean,
): CatalogType {
  const derived: CatalogType = {};
  for (const [id, entry] of Object.entries(source)) {
    // The source locale's own catalog may leave a translation empty: the message is its text.
    const written = entry.translation || (fromSource ? (entry.message ?? "") : "");
    derived[id] = { ...entry, translation: written && mapLiteralText(written, text) };
  }
  return derived;
}

/** The explorer's one catalog set (lingui.config.ts), read from the project at `rootDir`. */
export async function explorerCatalog(rootDir: string) {
  const config = getConfig({ cwd: rootDir, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (catalog === undefined) throw new Error("lingui.config.ts names no catalog");
  return catalog;
}

/** Writes src/locales/sr-Cyrl.po and pseudo.po from sr-Latn.po and en.po. */
export async function deriveCatalogs(rootDir: string): Promise<void> {
  const catalog = await explorerCatalog(rootDir);
  for (const { locale, from, text } of DERIVED) {
    const source = await catalog.read(from);
    if (source === undefined) throw new Error(`No ${from} catalog to derive ${locale} from`);
    await catalog.write(locale, derive(source, text, from === "en"));
  }
}
