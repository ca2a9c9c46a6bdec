// xlsxLongestTaskMs: the longest main-thread task (PerformanceObserver 'longtask'; 0 means none
// over 50 ms) from the click that loads the ~10 MB .xlsx preview until its first sheet's rows
// are in the DOM; xlsxShownMs is that same span. profile100kLongestTaskMs: the same from the
// click on the Columns view of a 100,000-row API answer until its column profiles are shown.
import { readFileSync } from "node:fs";
import { join } from "node:path";

function slug(root, key) {
  const source = readFileSync(join(root, "demo-portal/demo-slugs.ts"), "utf8");
  const found = new RegExp(`\\b${key}:\\s*"([^"]+)"`).exec(source)?.[1];
  if (!found) throw new Error(`DEMO_SLUGS.${key} not found in demo-portal/demo-slugs.ts`);
  return found;
}

/** Runs in the page before any of its scripts: records every long task. */
function instrument() {
  window.__workbenchTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__workbenchTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
}

/** The longest task overlapping [from, to] and the span itself, read in the page. */
async function longestBetween(page, from) {
  // Let the frame that shows the result finish, so a task still running is counted whole.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  return page.evaluate((start) => {
    const end = window.__workbenchShownAt ?? performance.now();
    const inWindow = window.__workbenchTasks.filter(
      (task) => task.start + task.duration >= start && task.start <= end,
    );
    return { longest: Math.max(0, ...inWindow.map((task) => task.duration)), span: end - start };
  }, from);
}

/** Marks when `selector` first matches, from a MutationObserver in the page. */
async function watchFor(page, selector) {
  await page.evaluate((wanted) => {
    window.__workbenchShownAt = null;
    const observer = new MutationObserver(() => {
      if (document.querySelector(wanted)) {
        window.__workbenchShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, selector);
  return page.evaluate(() => performance.now());
}

export const name = "workbench";

export async function measure({ browser, baseURL, root }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();

    await page.goto(`${baseURL}/datasets/${encodeURIComponent(slug(root, "bigSheet"))}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page
      .getByRole("table", { name: "Resources" })
      .getByRole("button", { name: /^Preview / })
      .first()
      .click();
    const panel = page.getByRole("region", { name: /^Preview of / });
    const load = panel.getByRole("button", { name: "Load the preview" });
    await load.waitFor({ timeout: 5_000 }).catch(() => undefined);
    const xlsxFrom = await watchFor(page, 'tbody tr[aria-rowindex="2"]');
    if (await load.isVisible()) await load.click();
    await panel.locator('tbody tr[aria-rowindex="2"]').waitFor({ timeout: 120_000 });
    const xlsx = await longestBetween(page, xlsxFrom);

    await page.goto(`${baseURL}/datasets/${encodeURIComponent(slug(root, "bigTable"))}/api`);
    const api = page.getByRole("region", { name: "API data" });
    await api.locator('tbody tr[aria-rowindex="2"]').waitFor({ timeout: 120_000 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
    );
    const profileFrom = await watchFor(page, ".profiles-table");
    await api.getByRole("tab", { name: "Columns" }).click();
    await api.locator(".profiles-table").waitFor({ timeout: 120_000 });
    const profile = await longestBetween(page, profileFrom);

    return {
      xlsxLongestTaskMs: Math.round(xlsx.longest),
      xlsxShownMs: Math.round(xlsx.span),
      profile100kLongestTaskMs: Math.round(profile.longest),
      profile100kShownMs: Math.round(profile.span),
    };
  } finally {
    await context.close();
  }
}
