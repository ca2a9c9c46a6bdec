// Portal health:
// - healthShownMs100k / healthLongestTaskMs100k: a cold visit of a portal's health page from a
//   second `vite preview` with DEMO_DATASETS=100000, from navigation until its list-based figures
//   count the whole catalog ("of 100,000 datasets"), and the longest main-thread task
//   (PerformanceObserver 'longtask'; 0 means none over 50 ms) from navigation until 2 s after
//   that (the chart draws after the figures). The server has built and compressed its list once
//   before, as for the cold loads of 25-scale: building 100,000 datasets took the processor from
//   the page's start, whose task then ran over 50 ms in some runs (2026-11-27).
// - linkCheckFiles / linkCheckMs / linkCheckLongestTaskMs: Check links on the city demo portal of
//   a preview sized so it lists about 1,000 files (every dataset's page read, then every file
//   asked for, 4 at a time; one of them never answers and is given up after 6 s), from the click
//   until the broken links show, and the longest main-thread task over that time.
import { round, withPreview } from "./20-catalog.mjs";
import { listBytes, longestTaskSince, recordLongTasks } from "./25-scale.mjs";

export const name = "health";

/** Datasets of the demo's city portal that list about 1,000 files between them. */
const DATASETS_FOR_1000_FILES = 255;

async function healthAt100k(browser, root, distDir) {
  return withPreview({ root, distDir, datasets: 100_000, startMs: 120_000 }, async (url) => {
    await listBytes(url, "gzip, deflate, br, zstd");
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(recordLongTasks);
      await page.goto(`${url}/p/novi-sad/health`);
      await page
        .getByText("of 100,000 datasets were updated", { exact: false })
        .waitFor({ timeout: 180_000 });
      const shown = await page.evaluate(() => performance.now());
      await page.waitForTimeout(2_000);
      return {
        healthShownMs100k: Math.round(shown),
        healthLongestTaskMs100k: round(await longestTaskSince(page, 0)),
      };
    } finally {
      await context.close();
    }
  });
}

async function linkCheck(browser, root, distDir) {
  return withPreview({ root, distDir, datasets: DATASETS_FOR_1000_FILES }, async (url) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(recordLongTasks);
      await page.goto(`${url}/p/novi-sad/health`);
      await page.getByRole("list", { name: "Freshness" }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_000);
      const from = await page.evaluate(() => performance.now());
      await page.getByRole("button", { name: "Check links" }).click();
      await page.getByRole("table", { name: "Broken links" }).waitFor({ timeout: 300_000 });
      const to = await page.evaluate(() => performance.now());
      const note = await page
        .getByRole("list", { name: "Links" })
        .getByRole("listitem")
        .first()
        .innerText();
      const files = Number(/of ([\d,]+) files/.exec(note)?.[1]?.replaceAll(",", "") ?? 0);
      return {
        linkCheckFiles: files,
        linkCheckMs: Math.round(to - from),
        linkCheckLongestTaskMs: round(await longestTaskSince(page, from)),
      };
    } finally {
      await context.close();
    }
  });
}

export async function measure({ browser, root, distDir }) {
  return {
    ...(await healthAt100k(browser, root, distDir)),
    ...(await linkCheck(browser, root, distDir)),
  };
}
