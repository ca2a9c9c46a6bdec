import { expect, type Page, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

/** Every kind of page a reader can land on. */
const PAGES = [
  "/",
  "/?q=budzet&sort=name",
  "/?q=zzzzqqq",
  `/datasets/${DEMO_SLUGS.table}`,
  `/datasets/${DEMO_SLUGS.manyObjects}`,
  `/datasets/${DEMO_SLUGS.table}/api`,
  `/datasets/${DEMO_SLUGS.table}/api?view=tree`,
  `/datasets/${DEMO_SLUGS.table}/api?view=raw`,
  `/datasets/${DEMO_SLUGS.noApi}/api`,
  `/datasets/${DEMO_SLUGS.protected}/api`,
  "/datasets/no-such-dataset",
  "/no/such/page",
];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in the ${colorScheme} theme at 360 px`, () => {
    test.use({ viewport: { width: 360, height: 740 }, colorScheme });

    test("no page scrolls sideways and axe finds nothing", async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of PAGES) {
        await settle(page, path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("the Theme control switches at once, is kept, and applies before the page paints", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const theme = page.getByRole("combobox", { name: "Theme" });
  await expect(theme).toHaveValue("system");
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = await background();
  await theme.selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background()).not.toBe(light);
  // The kept choice is on <html> before the app's scripts run (src/app/theme.js, inline in <head>).
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.unroute("**/assets/*.js");
  await page.reload();
  await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  expect(await background()).toBe(light);
});

test("a dataset page prints without controls, its downloads written out by address", async ({
  page,
}) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("button").first()).toBeHidden();
  const written = await page
    .getByRole("link", { name: /^Download/ })
    .first()
    .evaluate((link) => getComputedStyle(link, "::after").content);
  expect(written).toMatch(/https?:\/\//);
});
