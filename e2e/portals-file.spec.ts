import { expect } from "@playwright/test";
import { DEMO_SLUGS, NATIONAL_SLUGS } from "../demo-portal/demo-slugs.ts";
import { test } from "./support/page-guards.ts";

// The `portals-file` project: a build made with no portal variable, previewed with PORTALS_FILE
// naming two standalone demo portals on their own ports (see playwright.config.ts). Nothing of
// the portals is in the build; the browser learns them from /portals.json.

test("the browser learns the portals from the file the server was given", async ({ page }) => {
  const portals: { id: string; api: string }[] = await (
    await page.request.get("/portals.json")
  ).json();
  expect(portals.map((portal) => portal.id)).toEqual(["city", "state"]);
  await page.goto("/");
  await expect(page).toHaveURL(/\/p\/city\/$/);
  const control = page.getByRole("combobox", { name: "Portal" });
  await expect(control.getByRole("option")).toHaveText([
    "City portal",
    "State portal",
    "All portals",
  ]);
});

test("both portals work through the proxy: catalog, dataset, download and API data", async ({
  page,
}) => {
  await page.goto(`/p/city/datasets/${DEMO_SLUGS.nested}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Budžet Grada Novog Sada za 2024. godinu",
  );
  await page.goto(`/p/state/datasets/${NATIONAL_SLUGS.census}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Попис становништва 2022 — становништво по општинама",
  );
  const link = page
    .getByRole("table", { name: "Resources" })
    .getByRole("link", { name: /^Download / })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/portals\/state\/uploads\//);
  const viaExplorer = await page.request.get(href);
  expect(viaExplorer.status()).toBe(200);
  expect((await viaExplorer.body()).length).toBeGreaterThan(0);
  await page.getByRole("link", { name: "API data" }).click();
  const panel = page.getByRole("region", { name: "API data" });
  await expect(panel.locator("dt", { hasText: "Status" }).locator("+ dd")).toHaveText("200");
  await expect(panel.getByRole("table").first()).toBeVisible();
  await page.goto("/all?q=popis");
  await expect(page.getByText("2 of 2 portals answered")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
});
