// initialJsGzipKB: gzip size of every script the built index.html loads up front (entry and
// modulepreloads), against the same figure for the bare floor app built in the same run.
// workerJsGzipKB: the catalog engine's worker, which the page starts as it starts, so it loads
// beside the initial scripts and the list, not before them: counted apart.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

function initialScripts(distDir) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const srcs = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    srcs.add(match[1]);
  return [...srcs].map((src) => join(distDir, src.replace(/^\.?\//, "")));
}

function gzipKB(files) {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * The reader's messages load beside the scripts, before the first render: a chunk per locale
 * (src/locales/*.po compiled). Reported apart, for English and the largest other locale.
 */
function localeChunks(distDir, locale) {
  const assets = join(distDir, "assets");
  return readdirSync(assets)
    .filter((file) => new RegExp(`^${locale}-[\\w-]{8}\\.js$`).test(file))
    .map((file) => join(assets, file));
}

/** The catalog worker's own bundle (Vite names a worker's file after its source). */
function workerScripts(distDir) {
  const assets = join(distDir, "assets");
  return readdirSync(assets)
    .filter((file) => /^catalog\.worker-[\w-]{8}\.js$/.test(file))
    .map((file) => join(assets, file));
}

export const name = "initial JavaScript";

export async function measure({ distDir, floorDistDir }) {
  const initialJsGzipKB = gzipKB(initialScripts(distDir));
  const floorJsGzipKB = gzipKB(initialScripts(floorDistDir));
  const stylesheets = readdirSync(join(distDir, "assets"))
    .filter((file) => file.endsWith(".css"))
    .map((file) => join(distDir, "assets", file));
  return {
    // Every stylesheet of the build, lazy ones included (budget: under 20 KB gzip).
    cssGzipKB: gzipKB(stylesheets),
    initialMessagesGzipKB_en: gzipKB(localeChunks(distDir, "en")),
    initialMessagesGzipKB_srCyrl: gzipKB(localeChunks(distDir, "sr-Cyrl")),
    initialJsGzipKB,
    floorJsGzipKB,
    initialJsRatio: Math.round((initialJsGzipKB / floorJsGzipKB) * 100) / 100,
    workerJsGzipKB: gzipKB(workerScripts(distDir)),
  };
}
