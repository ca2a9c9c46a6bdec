import { transformAsync } from "@babel/core";
import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";
import { deriveCatalogs } from "./derive-catalogs.ts";

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`, `msg`) compiled by its Babel plugin, only in the
 * files that import one, before Vite's own TypeScript and JSX transform. (Vite 8's React plugin
 * has no Babel of its own, and @rolldown/plugin-babel needs Node 22.)
 */
export function linguiMacros(): Plugin {
  return {
    name: "explorer:lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes("/node_modules/")) return null;
      if (!/from\s+["']@lingui\/(core|react)\/macro["']/.test(code)) return null;
      const typescript = /\.[cm]?tsx?$/.test(file);
      const jsx = /x$/.test(file);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          plugins: [
            ...(typescript ? ["typescript" as const] : []),
            ...(jsx ? ["jsx" as const] : []),
          ],
        },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}

/** The derived catalogs (sr-Cyrl, pseudo) written before any catalog is compiled. */
function derivedCatalogs(rootDir: string): Plugin {
  return {
    name: "explorer:derived-catalogs",
    async configResolved() {
      await deriveCatalogs(rootDir);
    },
  };
}

/** Everything the explorer's messages need in Vite and Vitest. */
export function explorerI18n(rootDir: string): Plugin[] {
  return [
    derivedCatalogs(rootDir),
    linguiMacros(),
    ...lingui({ failOnMissing: true, failOnCompileError: true }),
  ];
}
