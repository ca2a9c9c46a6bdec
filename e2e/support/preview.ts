import { expect, type Page } from "@playwright/test";

/** Opens a dataset page and the preview of its first file of `format`, confirming a big one. */
export async function openPreview(page: Page, slug: string, format: string | RegExp) {
  await page.goto(`/datasets/${encodeURIComponent(slug)}`);
  const table = page.getByRole("table", { name: "Resources" });
  const row = table.getByRole("row").filter({ has: page.getByText(format, { exact: true }) });
  await row
    .getByRole("button", { name: /^Preview / })
    .first()
    .click();
  const panel = page.getByRole("region", { name: /^Preview of / });
  await expect(panel).toBeVisible();
  const load = panel.getByRole("button", { name: "Load the preview" });
  if (await load.isVisible()) await load.click();
  return panel;
}
