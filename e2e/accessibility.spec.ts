import { expect, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { EVERY_CASE, importWatched } from "./support/watched.ts";

test("the catalog has no axe violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Datasets" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a dataset page has no axe violations", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the API data panel has no axe violations", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  await expect(page.getByRole("region", { name: "API data" }).getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the not-found pages have no axe violations", async ({ page }) => {
  await page.goto("/datasets/no-such-dataset-here");
  await expect(page.getByRole("heading", { level: 1, name: "Dataset not found" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a phone-sized catalog and dataset page have no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Datasets" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/datasets/${DEMO_SLUGS.diacritics}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`Watched datasets, with every kind of change, has no axe violations in the ${colorScheme} theme, nor at 360 px`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await importWatched(page, EVERY_CASE);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "since you last looked" })).toHaveText(
      "3 watched datasets changed since you last looked.",
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "sideways scroll at 360 px").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}
