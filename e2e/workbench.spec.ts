import { readFile } from "node:fs/promises";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/page-guards.ts";
import { openPreview } from "./support/preview.ts";

for (const format of ["XLSX", "XLS", "ODS"]) {
  test(`a ${format} workbook previews its sheets with dates, numbers and merged headers`, async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const panel = await openPreview(page, DEMO_SLUGS.workbench, format);
    const sheets = panel.getByRole("tablist", { name: "Sheets" });
    await expect(sheets.getByRole("tab", { name: "Prihodi" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = panel.getByRole("table", { name: /^Rows of sheet Prihodi/ });
    await expect(
      table.getByRole("columnheader", { name: /Iznos \(RSD\) \/ Izvršenje/ }),
    ).toBeVisible();
    const q2 = table.getByRole("row").filter({ hasText: "Q2 2024" });
    await expect(q2.getByRole("cell", { name: "2704118.25" })).toBeVisible();
    await expect(q2.getByRole("cell", { name: "2024-07-12" })).toBeVisible();
    expect(workers.some((url) => url.includes("office-file"))).toBe(true);

    await sheets.getByRole("tab", { name: "Rashodi" }).click();
    await expect(panel.getByRole("cell", { name: "Osnovne škole" })).toBeVisible();
    if (format === "XLSX") await expectNoAxeViolations(page);
  });
}

test("a DOCX shows its headings, list and table as text", async ({ page }) => {
  const panel = await openPreview(page, DEMO_SLUGS.workbench, "DOCX");
  const text = panel.getByRole("region", { name: /^Text of / });
  await expect(text.getByRole("heading", { name: "Izveštaj o izvršenju budžeta" })).toBeVisible();
  await expect(text.getByRole("listitem").filter({ hasText: "98,4 %" })).toBeVisible();
  await expect(text.getByRole("cell", { name: "2.312.450,50" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a damaged workbook and an encrypted one each say what failed", async ({ page }) => {
  let panel = await openPreview(page, DEMO_SLUGS.brokenFiles, "XLSX");
  await expect(panel.getByRole("alert")).toContainText("damaged");
  await expect(panel.getByRole("link", { name: /^Open .* in a new tab$/ })).toBeVisible();
  await panel.getByRole("button", { name: "Close preview" }).click();
  panel = await openPreview(page, DEMO_SLUGS.brokenFiles, "XLS");
  await expect(panel.getByRole("alert")).toContainText("protected by a password");
});

test("a sheet's column profile gives its min and max", async ({ page }) => {
  const panel = await openPreview(page, DEMO_SLUGS.workbench, "XLSX");
  await panel
    .getByRole("tablist", { name: "Sheets" })
    .getByRole("tab", { name: "Rashodi" })
    .click();
  await panel.getByRole("tab", { name: "Columns" }).click();
  const profiles = panel.getByRole("table", { name: /^Columns of 10 rows/ });
  const amount = profiles
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Iznos" }) });
  await expect(amount.getByRole("cell", { name: "1,500", exact: true })).toBeVisible();
  await expect(amount.getByRole("cell", { name: "987,654", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a chart follows the filter and exports a real PNG and SVG", async ({ page }) => {
  const panel = await openPreview(page, DEMO_SLUGS.workbench, "XLSX");
  await panel
    .getByRole("tablist", { name: "Sheets" })
    .getByRole("tab", { name: "Rashodi" })
    .click();
  await panel.getByRole("tab", { name: "Chart" }).click();
  const chart = panel.getByRole("img", { name: "Line chart of Iznos by Datum" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("svg")).toBeVisible();
  await expect(panel.getByText(/^10 points\./)).toBeVisible();
  await panel.getByLabel("Filter rows").fill("škole");
  await expect(panel.getByText(/^2 points\./)).toBeVisible();
  await panel.getByLabel("Chart type").selectOption("bar");
  await panel.getByLabel("X axis").selectOption("Namena");
  await expect(panel.getByRole("img", { name: "Bar chart of Iznos by Namena" })).toBeVisible();
  await expect(
    panel.getByText("2 bars of Iznos by Namena. Osnovne škole: 987,654; Srednje škole:", {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const [png] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  const pngBytes = await readFile(await png.path());
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download SVG" }).click(),
  ]);
  const svgText = await readFile(await svg.path(), "utf8");
  expect(svgText.startsWith("<svg")).toBe(true);
  expect(svgText).toContain("Source: Izvršenje budžeta po kvartalima");
  expect(svgText).toContain("retrieved ");
});

test("the API data panel has Columns and Chart views kept in ?view=", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.workbench}/api?view=columns`);
  const panel = page.getByRole("region", { name: "API data" });
  await expect(panel.getByRole("tab", { name: "Columns" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(panel.getByRole("table", { name: /^Columns of \d+ rows/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole("tab", { name: "Chart" }).click();
  await expect(page).toHaveURL(/\?view=chart$/);
  await expect(panel.getByRole("img", { name: /chart of|Scatter plot of/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download rows as JSON" }).click(),
  ]);
  const records: unknown = JSON.parse(await readFile(await csv.path(), "utf8"));
  expect(Array.isArray(records)).toBe(true);
});
