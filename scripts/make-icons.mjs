// `node scripts/make-icons.mjs`: draws the web app manifest's PNG icons from public/favicon.svg
// with the same Chromium the tests use, so the icons never drift from the favicon. The results are
// committed (public/icons/); run this again after changing the favicon.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutable } from "../e2e/support/chromium.mjs";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "public/icons");
const favicon = readFileSync(join(root, "public/favicon.svg"), "utf8");
const background = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(favicon)?.[1] ?? "#1f5f8b";
const bars = /<path[^>]*\/>/.exec(favicon)?.[0] ?? "";

/** Full-bleed colour with the mark inside the central 60%, the safe zone of a maskable icon. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)">${bars}</g></svg>`;

const icons = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-512.png", size: 512, svg: maskable },
  { file: "apple-touch-icon-180.png", size: 180, svg: maskable },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    await page.screenshot({ path: join(out, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
