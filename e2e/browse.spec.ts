import { expect, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";

test("a citizen opens the catalog and then a dataset from it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("status")).toHaveText(/^[\d,]+ datasets$/);
  const list = page.getByRole("list", { name: "Datasets" });
  const first = list.getByRole("link").first();
  const name = (await first.textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
});

test("the dataset page names its organization and category from the list summary", async ({
  page,
  request,
}) => {
  const list: { slug: string; ownerName: unknown; categoryName: unknown }[] = await (
    await request.get("/api/resources/")
  ).json();
  const summary = list.find((d) => d.slug === DEMO_SLUGS.manyObjects);
  expect(summary).toBeDefined();
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  const organization = page.locator("dt", { hasText: "Organization" }).locator("+ dd");
  await expect(organization).toHaveText(String(summary?.ownerName));
  const category = page.locator("dt", { hasText: "Category" }).locator("+ dd");
  await expect(category).toHaveText(String(summary?.categoryName));
});

test("a journalist downloads a file and gets exactly the bytes the portal serves", async ({
  page,
  request,
}) => {
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  const resources = page.getByRole("table", { name: "Resources" });
  const link = resources.getByRole("link", { name: /^Download / }).first();
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const downloaded = await readFile(path);
  const served = await (await request.get(href ?? "")).body();
  expect(downloaded.length).toBeGreaterThan(0);
  expect(downloaded.equals(served)).toBe(true);
});

test("an unknown slug shows Dataset not found with a way back", async ({ page }) => {
  await page.goto("/datasets/no-such-dataset-here");
  await expect(page.getByRole("heading", { level: 1, name: "Dataset not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("404");
  await page.getByRole("link", { name: "Back to the catalog" }).click();
  await expect(page.getByRole("list", { name: "Datasets" })).toBeVisible();
});

test("an unknown page shows a not-found page with a way back", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the catalog" })).toBeVisible();
});
