import type { Page } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/page-guards.ts";
import { openPreview } from "./support/preview.ts";

/** Script URLs the page and its workers fetch from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) urls.push(request.url());
  });
  return urls;
}

// The files LibreOffice wrote (demo-portal/fixtures/office), served by the demo portal as they are.

test("a LibreOffice .xls previews both sheets with merged headers, dates and Cyrillic", async ({
  page,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const scripts = scriptsFetched(page);
  const panel = await openPreview(page, DEMO_SLUGS.officeSuite, "XLS");
  const sheets = panel.getByRole("tablist", { name: "Sheets" });
  await expect(sheets.getByRole("tab", { name: "Prihodi" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const table = panel.getByRole("table", { name: /^Rows of sheet Prihodi/ });
  await expect(table.getByRole("columnheader", { name: /Iznos \(RSD\) \/ Plan/ })).toBeVisible();
  const q1 = table.getByRole("row").filter({ hasText: "Q1 2024" });
  await expect(q1.getByRole("cell", { name: "2312450.5" })).toBeVisible();
  await expect(q1.getByRole("cell", { name: "2024-04-15" })).toBeVisible();
  expect(workers.some((url) => url.includes("office-file"))).toBe(true);
  // SheetJS is fetched for this file, not with the app.
  expect(scripts.some((url) => /\/assets\/xlsx-/.test(url))).toBe(true);

  await sheets.getByRole("tab", { name: "Расходи" }).click();
  const spending = panel.getByRole("table", { name: /^Rows of sheet Расходи/ });
  const schools = spending.getByRole("row").filter({ hasText: "Основне школе" });
  await expect(schools.getByRole("cell", { name: "987654" })).toBeVisible();
  await expect(schools.getByRole("cell", { name: "2024-01-10" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a LibreOffice Word 97 .doc shows its headings, Cyrillic text, list and table", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  const panel = await openPreview(page, DEMO_SLUGS.officeSuite, "DOC");
  const text = panel.getByRole("region", { name: /^Text of / });
  await expect(text.getByRole("heading", { name: "Izveštaj o izvršenju budžeta" })).toBeVisible();
  await expect(text.getByRole("heading", { name: "Главни налази" })).toBeVisible();
  await expect(text.getByText("Извршење је 98,4 % плана за годину.")).toBeVisible();
  await expect(text.getByRole("listitem").filter({ hasText: "Javni prevoz" })).toBeVisible();
  await expect(text.getByRole("cell", { name: "2.312.450,50" })).toBeVisible();
  // A .doc needs only the small container reader, never the spreadsheet library.
  expect(scripts.some((url) => /\/assets\/cfb-/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/assets\/xlsx-/.test(url))).toBe(false);
  await expectNoAxeViolations(page);
});

test("an encrypted .doc says it is protected by a password", async ({ page }) => {
  const panel = await openPreview(page, DEMO_SLUGS.brokenFiles, "DOC");
  await expect(panel.getByRole("alert")).toContainText("protected by a password");
  await expect(panel.getByRole("link", { name: /^Open .* in a new tab$/ })).toBeVisible();
});
