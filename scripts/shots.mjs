// `npm run shots`: screenshots of every page (catalog, filtered, empty, dataset, each preview kind,
// each API data view, errors, not found) at 360, 768 and 1280 px in the light and dark themes, into
// shots/ (git ignores it), to be looked at by a person. Builds the app and serves it on the embedded
// demo portals, with the same Chromium the tests use.
// `npm run shots -- --readme`: only the README's two pictures (the catalog in the light theme, a
// dataset with a preview open in the dark one), 1280 by 800, as WebP in docs/images/ (committed).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { runnerImport } from "vite";
import { chromiumArgs, chromiumExecutable } from "../e2e/support/chromium.mjs";

const root = join(import.meta.dirname, "..");
const port = Number(process.env.SHOTS_PORT ?? 4400);
const readme = process.argv.includes("--readme");
const outDir = join(root, readme ? "docs/images" : "shots");
const buildDir = ".shots-dist";
const vite = join(root, "node_modules/vite/bin/vite.js");
const env = { ...process.env, BUILD_OUT_DIR: buildDir, DEMO_DATASETS: "600" };

// Node 20 runs no TypeScript: Vite's module runner reads the demo portal's slugs.
const { module: slugs } = await runnerImport(join(root, "demo-portal/demo-slugs.ts"), {
  configFile: false,
  logLevel: "error",
});
const { DEMO_SLUGS } = slugs;

const WIDTHS = [360, 768, 1280];
const THEMES = ["light", "dark"];
/** name, path, and what to do on the page before the picture. */
const PAGES = [
  ["catalog", "/"],
  ["catalog-filtered", "/?q=budzet&sort=name"],
  ["catalog-empty", "/?q=zzzzqqq"],
  ["catalog-sr-cyrl", "/?lang=sr-Cyrl"],
  ["dataset", `/datasets/${DEMO_SLUGS.table}`],
  ["dataset-many-files", `/datasets/${DEMO_SLUGS.manyObjects}`],
  ["preview-csv", `/datasets/${DEMO_SLUGS.table}`, "preview"],
  ["preview-sheet", `/datasets/${DEMO_SLUGS.workbench}`, "preview"],
  ["preview-broken", `/datasets/${DEMO_SLUGS.brokenFiles}`, "preview"],
  ["api-table", `/datasets/${DEMO_SLUGS.table}/api`],
  ["api-columns", `/datasets/${DEMO_SLUGS.table}/api?view=columns`],
  ["api-chart", `/datasets/${DEMO_SLUGS.table}/api?view=chart`],
  ["api-tree", `/datasets/${DEMO_SLUGS.nested}/api?view=tree`],
  ["api-raw", `/datasets/${DEMO_SLUGS.xml}/api`],
  ["api-geojson", `/datasets/${DEMO_SLUGS.geojson}/api`],
  ["api-none-listed", `/datasets/${DEMO_SLUGS.noApi}/api`],
  ["api-refused", `/datasets/${DEMO_SLUGS.protected}/api`],
  ["health", "/p/novi-sad/health"],
  ["health-all-sr-latn", "/all/health?lang=sr-Latn"],
  ["watched", "/watched"],
  ["dataset-not-found", "/datasets/no-such-dataset"],
  ["not-found", "/no/such/page"],
];

/** The README's pictures: name, theme, path, action. */
const README_SHOTS = [
  ["catalog-light", "light", "/?q=budzet"],
  ["dataset-dark", "dark", `/datasets/${DEMO_SLUGS.workbench}`, "preview"],
];

/** Opens a page and does what its picture needs. */
async function show(page, url, action) {
  await page.goto(url);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  if (action === "preview") {
    await page
      .getByRole("button", { name: /^Preview/ })
      .first()
      .click();
    const preview = page.getByRole("region", { name: /^Preview of/ });
    await preview.waitFor();
    // A big file's preview asks first.
    const load = preview.getByRole("button", { name: "Load the preview" });
    if (await load.isVisible()) await load.click();
    await preview
      .getByRole("table")
      .or(preview.getByRole("grid"))
      .or(preview.getByRole("alert"))
      .first()
      .waitFor();
    await preview.evaluate((region) => region.scrollIntoView({ block: "start" }));
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

/**
 * A full-page picture shows the whole page at once, where a reader scrolls: the catalog's cards
 * below the first screen (`content-visibility: auto`, rendered only near the screen) are rendered
 * for it, or the picture shows them as blank boxes no reader ever sees. Set through the CSSOM,
 * which the page's CSP allows (a style element would be refused).
 */
async function renderEveryCard(page) {
  await page.evaluate(() => {
    for (const card of document.querySelectorAll(".dataset-item")) {
      card.style.contentVisibility = "visible";
    }
  });
}

/** A PNG as WebP, encoded by the browser itself (no image package needed). */
async function toWebp(page, png) {
  const base64 = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext("2d").drawImage(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, png.toString("base64"));
  return Buffer.from(base64, "base64");
}

function waitForServer(url, ms = 60_000) {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poll = () =>
      fetch(url)
        .then((response) => (response.ok ? resolve() : retry()))
        .catch(retry);
    const retry = () =>
      Date.now() > until ? reject(new Error(`${url} never answered`)) : setTimeout(poll, 300);
    poll();
  });
}

spawnSync(process.execPath, [join(root, "scripts/ensure-test-tools.mjs")], { stdio: "inherit" });
console.error("building…");
const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (built.status !== 0) process.exit(built.status ?? 1);
const server = spawn(
  process.execPath,
  [vite, "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  {
    cwd: root,
    env,
    stdio: "ignore",
  },
);
const base = `http://127.0.0.1:${port}`;
try {
  await waitForServer(`${base}/api/`);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  let count = 0;
  for (const [name, theme, path, action] of readme ? README_SHOTS : []) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: theme,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await show(page, `${base}${path}`, action);
    const webp = await toWebp(page, await page.screenshot());
    writeFileSync(join(outDir, `${name}.webp`), webp);
    console.log(`${name}.webp: ${Math.round(webp.byteLength / 1024)} KB`);
    count += 1;
    await context.close();
  }
  for (const theme of readme ? [] : THEMES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: theme,
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      for (const [name, path, action] of PAGES) {
        await show(page, `${base}${path}`, action);
        await renderEveryCard(page);
        await page.screenshot({
          path: join(outDir, `${name}-${width}-${theme}.png`),
          fullPage: true,
        });
        count += 1;
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  server.kill();
}
