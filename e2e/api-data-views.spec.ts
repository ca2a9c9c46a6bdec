import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

function panelOf(page: Page) {
  return page.getByRole("region", { name: "API data" });
}

test("a table answer is a sortable, filterable table with its row count", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  const panel = panelOf(page);
  await expect(panel.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
  const table = panel.getByRole("table");
  await expect(table).toBeVisible();
  const total = Number(await table.getAttribute("aria-rowcount")) - 1;
  expect(total).toBeGreaterThan(10);
  await expect(panel.getByText(new RegExp(`^${total.toLocaleString("en")} rows$`))).toBeVisible();
  await expect(panel).toContainText("Status");
  await expect(panel).toContainText("application/json");

  const amount = table.getByRole("columnheader", { name: /iznos/ });
  await amount.getByRole("button").click();
  await expect(amount).toHaveAttribute("aria-sort", "ascending");
  await amount.getByRole("button").click();
  await expect(amount).toHaveAttribute("aria-sort", "descending");

  await panel.getByLabel("Filter rows").fill("no-such-value-anywhere");
  await expect(panel.getByRole("status").filter({ hasText: /of/ })).toHaveText(
    `No rows of ${total.toLocaleString("en")}`,
  );
  await panel.getByLabel("Filter rows").fill("");
  await expectNoAxeViolations(page);
});

test("the view is in the URL and switchable: tree and raw", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  const panel = panelOf(page);
  await panel.getByRole("tab", { name: "Tree" }).click();
  await expect(page).toHaveURL(/\?view=tree$/);
  await expect(panel.getByRole("tree", { name: "JSON tree" })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole("tab", { name: "Tree" }).press("ArrowRight");
  await expect(page).toHaveURL(/\?view=raw$/);
  await expect(panel.getByRole("tab", { name: "Raw" })).toBeFocused();
  await expect(panel.getByRole("region", { name: "Raw answer" })).toContainText('"naziv": ');
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(panel.getByRole("tree", { name: "JSON tree" })).toBeVisible();
});

test("nested JSON opens as a tree that the keyboard expands and search reveals", async ({
  page,
}) => {
  await page.goto(`/datasets/${DEMO_SLUGS.nested}/api`);
  const tree = panelOf(page).getByRole("tree", { name: "JSON tree" });
  await expect(tree).toBeVisible();
  await expect(panelOf(page).getByRole("tab", { name: "Table" })).toHaveCount(0);
  const data = tree.getByRole("treeitem", { name: /^data/ });
  await expect(data).toHaveAttribute("aria-expanded", "false");
  await tree.focus();
  await tree.press("ArrowDown");
  await tree.press("ArrowDown");
  await tree.press("ArrowRight");
  await expect(data).toHaveAttribute("aria-expanded", "true");
  await expect(tree.getByRole("treeitem", { name: /^items/ })).toHaveAttribute("aria-level", "3");
  await tree.press("ArrowLeft");
  await expect(data).toHaveAttribute("aria-expanded", "false");

  await panelOf(page).getByLabel("Search keys and values").fill("currency");
  await panelOf(page).getByRole("button", { name: "Search" }).click();
  await expect(panelOf(page).getByRole("status").filter({ hasText: "currency" })).toHaveText(
    "1 match for “currency”",
  );
  await expect(tree.getByRole("treeitem", { name: /^currency/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("XML is shown raw; CSV also as a table; GeoJSON with an outline drawing", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.xml}/api`);
  await expect(panelOf(page).getByRole("region", { name: "Raw answer" })).toContainText("<?xml");
  await expect(panelOf(page).getByRole("tab")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto(`/datasets/${DEMO_SLUGS.csv}/api`);
  await expect(panelOf(page).getByRole("table")).toBeVisible();
  await expect(panelOf(page).getByRole("tab", { name: "Raw" })).toBeVisible();

  await page.goto(`/datasets/${DEMO_SLUGS.geojson}/api`);
  await expect(panelOf(page).getByRole("img", { name: /^Outline of \d+ features?/ })).toBeVisible();
  await expect(panelOf(page).getByRole("columnheader", { name: /^geometry/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the table downloads as CSV with a BOM and the columns shown", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  const panel = panelOf(page);
  await expect(panel.getByRole("table")).toBeVisible();
  const rows = Number(await panel.getByRole("table").getAttribute("aria-rowcount"));
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${DEMO_SLUGS.table}-api.csv`);
  const text = await readFile(await file.path(), "utf8");
  expect(
    text.startsWith(
      "\uFEFFid,naziv,opština,grad,datum,iznos,količina,aktivan,napomena,lokacija\r\n",
    ),
  ).toBe(true);
  expect(text.trimEnd().split("\r\n")).toHaveLength(rows);
  expect(text).toContain('"{""lat"":');
});

test("the request is offered as curl with the portal's address, and copies", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  const panel = panelOf(page);
  await panel.getByText("Use this request in your own code").click();
  const expected = [
    `curl -X POST '${baseURL}/api/proxy' \\`,
    "  -H 'Content-Type: application/json' \\",
    `  --data-raw '{"action":"fetch","type":"api","value":"${DEMO_SLUGS.table}"}'`,
  ].join("\n");
  await expect(panel.getByRole("region", { name: "curl request" })).toHaveText(expected);
  await panel.getByRole("button", { name: "Copy as curl" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(panel.getByRole("region", { name: "Python requests request" })).toContainText(
    `json={"action": "fetch", "type": "api", "value": "${DEMO_SLUGS.table}"}`,
  );
});

test("a 401 says the API needs credentials, and Try again asks again", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.protected}/api`);
  const alert = panelOf(page).getByRole("alert");
  await expect(alert).toContainText(
    "This API needs credentials the portal could not supply (HTTP 401)",
  );
  await expect(alert).toContainText("requires an API key");
  const again = page.waitForRequest((r) => r.url().endsWith("/api/proxy"));
  await alert.getByRole("button", { name: "Try again" }).click();
  await again;
  await expect(panelOf(page).getByRole("alert")).toContainText("401");
  await expectNoAxeViolations(page);
});

test("an error body and an empty answer each say which case they are", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.errorBody}/api`);
  await expect(panelOf(page).getByRole("alert")).toContainText(
    "The API answered with an error instead of data (HTTP 200)",
  );
  await page.goto(`/datasets/${DEMO_SLUGS.empty}/api`);
  await expect(panelOf(page).getByRole("alert")).toContainText("The API returned no data");
  await expect(
    panelOf(page).getByRole("alert").getByRole("button", { name: "Try again" }),
  ).toBeVisible();
});

test("a slow request can be cancelled and asked again", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.slow}`);
  const request = page.waitForRequest((r) => r.url().endsWith("/api/proxy"));
  await page.getByRole("link", { name: "API data", exact: true }).click();
  const sent = await request;
  // The browser reports the cancelled request a moment after the page says so: wait for it.
  const failed = page.waitForEvent("requestfailed", (failedRequest) => failedRequest === sent);
  const panel = panelOf(page);
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "cancelled" })).toContainText(
    "The request was cancelled.",
  );
  await failed;
  expect(await sent.failure()).toBeTruthy();
  await expect(panel.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Ask again" }).click();
  await expect(panel.getByRole("button", { name: "Cancel" })).toBeVisible();
});
