import type { APIRequestContext, Page } from "@playwright/test";
import { HEALTH_SLUGS } from "../demo-portal/demo-slugs.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/page-guards.ts";

/** The city portal is on the explorer's host; the national one through its same-origin proxy. */
const CITY = "novi-sad";
const YEAR_MS = 365 * 86_400_000;

interface RawSummary {
  slug: string;
  name: string;
  description?: string;
  ownerName?: string;
  categoryName?: string;
  _updated?: string;
}

/** Every summary of a portal's list, however it pages (a bare array, or Eve's pages). */
async function summariesOf(request: APIRequestContext, api: string): Promise<RawSummary[]> {
  const first = await (await request.get(`${api}/resources/`)).json();
  if (Array.isArray(first)) return first;
  const all: RawSummary[] = [...first._items];
  for (let page = 2; page <= Math.ceil(first._meta.total / first._meta.max_results); page++) {
    const next = await request.get(
      `${api}/resources/?max_results=${first._meta.max_results}&page=${page}`,
    );
    all.push(...(await next.json())._items);
  }
  return all;
}

/**
 * What the page should say, worked out here from the portal's own list, not read off the page:
 * the last 12 months counted back 365 days from now; a date that is missing, empty or the zero
 * date is unknown; a description of spaces and markup alone is none.
 */
function expectedFigures(summaries: readonly RawSummary[], now: number) {
  let recent = 0;
  let stale = 0;
  let unknown = 0;
  let noDescription = 0;
  const byOrg = new Map<string, { count: number; stale: number }>();
  const byCat = new Map<string, number>();
  for (const summary of summaries) {
    const ms = summary._updated ? Date.parse(summary._updated) : Number.NaN;
    const org = byOrg.get(summary.ownerName ?? "") ?? { count: 0, stale: 0 };
    org.count += 1;
    if (!(ms > 0)) unknown += 1;
    else if (ms >= now - YEAR_MS) recent += 1;
    else {
      stale += 1;
      org.stale += 1;
    }
    byOrg.set(summary.ownerName ?? "", org);
    byCat.set(summary.categoryName ?? "", (byCat.get(summary.categoryName ?? "") ?? 0) + 1);
    const text = (summary.description ?? "").replace(/<[^<>]*>|&nbsp;|\s/gi, "");
    if (text === "") noDescription += 1;
  }
  return { total: summaries.length, recent, stale, unknown, noDescription, byOrg, byCat };
}

/** Datasets of the city portal with a CSV file: a .csv, whatever format the portal wrote. */
async function datasetsWithCsv(request: APIRequestContext): Promise<number> {
  const summaries = await summariesOf(request, "/api");
  let count = 0;
  for (let at = 0; at < summaries.length; at += 25) {
    const details = await Promise.all(
      summaries.slice(at, at + 25).map(async (summary) => {
        const answer = await request.get(`/api/resource/${encodeURIComponent(summary.slug)}`);
        return (await answer.json()) as {
          objects: { file: string | null; format: string | null }[];
        };
      }),
    );
    for (const detail of details) {
      // Where the portal gives no format, the file's extension stands in for it.
      if (detail.objects.some((object) => object.file?.endsWith(".csv"))) count += 1;
    }
  }
  return count;
}

function figure(page: Page, group: string, label: string) {
  return page
    .getByRole("list", { name: group })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

test("a portal's health counts what its catalog holds, and each figure opens its datasets", async ({
  page,
  request,
}) => {
  const summaries = await summariesOf(request, "/api");
  const expected = expectedFigures(summaries, Date.now());
  // The demo makes every case happen: the page would not show them otherwise.
  expect(expected.stale).toBeGreaterThan(0);
  expect(expected.unknown).toBeGreaterThan(0);
  expect(expected.noDescription).toBeGreaterThanOrEqual(2);

  await page.goto(`/p/${CITY}/`);
  await page.getByRole("link", { name: "Portal health" }).click();
  await expect(page).toHaveURL(`/p/${CITY}/health`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Portal health: Otvoreni podaci Novog Sada",
  );

  const share = `${Math.round((expected.recent / expected.total) * 100)}%`;
  const fresh = figure(page, "Freshness", "updated in the last 12 months");
  await expect(fresh).toContainText(share);
  await expect(fresh).toContainText(
    `${expected.recent} of ${expected.total} datasets were updated in the 365 days before today`,
  );
  await expect(figure(page, "Freshness", "updated more than 12 months ago")).toContainText(
    String(expected.stale),
  );
  await expect(figure(page, "Freshness", "date unknown")).toContainText(String(expected.unknown));
  await expect(figure(page, "Metadata completeness", "with no description")).toContainText(
    String(expected.noDescription),
  );

  // The largest organization's row, and its stale datasets' count, which opens them in the catalog.
  const [topOrg, topCounts] = [...expected.byOrg].sort((a, b) => b[1].count - a[1].count)[0] ?? [];
  if (topOrg === undefined || topCounts === undefined) throw new Error("no organization");
  const orgs = page.getByRole("table", { name: "Datasets by organization" });
  const row = orgs.getByRole("row").filter({ has: page.getByRole("link", { name: topOrg }) });
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(topCounts.count));
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(topCounts.stale));
  const categories = page.getByRole("table", { name: "Datasets by category" });
  await expect(categories.getByRole("row")).toHaveCount(expected.byCat.size + 1);

  // The figures' links are the catalog's filters, and the catalog agrees with the figures.
  await row.getByRole("cell").nth(3).getByRole("link").click();
  await expect(page).toHaveURL(/updated=over-12m/);
  await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toHaveText(
    `${topCounts.stale} datasets`,
  );
  await page.goBack();
  await figure(page, "Metadata completeness", "with no description")
    .getByRole("link", { name: "with no description" })
    .click();
  await expect(page).toHaveURL(/description=none/);
  await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toHaveText(
    `${expected.noDescription} datasets`,
  );
  await expect(page.getByRole("list", { name: "Datasets" })).toContainText(
    "Arhiva priloga Gradskog veća Novog Sada",
  );
});

test("Check links finds the demo's broken links, keeps the result, and the page passes axe in both themes", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto(`/p/${CITY}/health`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Portal health");
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(page.getByRole("progressbar", { name: "Reading every dataset" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /at most 4 at a time/ })).toBeVisible();
  const broken = page.getByRole("table", { name: "Broken links" });
  await expect(broken).toBeVisible({ timeout: 220_000 });
  const rows = broken.getByRole("row").filter({ hasText: "Arhiva priloga Gradskog veća" });
  await expect(rows).toHaveCount(3);
  await expect(broken).toContainText("HTTP status 404");
  await expect(broken).toContainText("HTTP status 500");
  await expect(broken).toContainText("no answer within 6 s");
  // Nothing else of the demo is broken: every other file is served.
  await expect(broken.getByRole("row")).toHaveCount(4);
  // The publishers' pages on another host cannot be read from here: counted apart, with why.
  await expect(
    page.getByText(/on data\.example\.org, which does not let this page read/),
  ).toBeVisible();
  // The files' figures came with it: formats, stars, a dataset with no files.
  const formats = page.getByRole("table", { name: "Files by format" });
  for (const format of ["CSV", "PDF", "XLSX", "PNG", "GEOJSON", "ODS"]) {
    await expect(formats.getByRole("rowheader", { name: format, exact: true })).toBeVisible();
  }
  await page.getByText(/^\d+ datasets with no files$/).click();
  await expect(
    page.getByRole("link", { name: "Planovi detaljne regulacije Grada Niša" }),
  ).toBeVisible();

  // A format opens the catalog's datasets with a file of that format, as the portal describes them.
  const withCsv = await datasetsWithCsv(request);
  await formats.getByRole("link", { name: "CSV", exact: true }).click();
  await expect(page).toHaveURL(/format=CSV/);
  await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toHaveText(
    `${withCsv} datasets`,
  );
  await page.goBack();
  await expect(page.getByRole("table", { name: "Broken links" })).toBeVisible();

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  // The next visit shows what was found, with its date, and offers to check again.
  await page.reload();
  await expect(page.getByText(/^Last checked on /)).toBeVisible();
  await expect(page.getByRole("table", { name: "Broken links" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Check links" })).toBeEnabled();
});

test("a link check can be stopped, and what it found by then is kept", async ({ page }) => {
  await page.goto(`/p/${CITY}/health`);
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stopped." })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check links" })).toBeEnabled();
});

test("across portals, each portal's datasets are counted, and the header leads to that page", async ({
  page,
  request,
}) => {
  const city = await summariesOf(request, "/api");
  const national = await summariesOf(request, "/portals/srbija/api");
  await page.goto("/all");
  await page.getByRole("link", { name: "Portal health" }).click();
  await expect(page).toHaveURL("/all/health");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portal health: all portals");
  const portals = page.getByRole("table", { name: "Datasets by portal" });
  await expect(
    portals.getByRole("row").filter({ hasText: "Nacionalni portal" }).getByRole("cell").nth(0),
  ).toHaveText(String(national.length));
  await expect(
    portals.getByRole("row").filter({ hasText: "Novog Sada" }).getByRole("cell").nth(0),
  ).toHaveText(String(city.length));
  const both = expectedFigures([...city, ...national], Date.now());
  await expect(figure(page, "Freshness", "updated more than 12 months ago")).toContainText(
    String(both.stale),
  );
  await expect(figure(page, "Metadata completeness", "with no description")).toContainText(
    String(both.noDescription),
  );
  // The Portal control moves between the portals' health pages.
  await page.getByRole("combobox", { name: "Portal" }).selectOption("srbija");
  await expect(page).toHaveURL("/p/srbija/health");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Portal health: Nacionalni portal otvorenih podataka",
  );
});

test("the national portal's broken file is found through its same-origin proxy", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/p/srbija/health");
  await page.getByRole("button", { name: "Check links" }).click();
  const broken = page.getByRole("table", { name: "Broken links" });
  await expect(broken).toBeVisible({ timeout: 220_000 });
  await expect(broken.getByRole("row")).toHaveCount(2);
  const archive = broken.getByRole("row").filter({ hasText: "Регистар установа културе" });
  await expect(archive).toContainText("HTTP status 404");
  await expect(
    archive.getByRole("link", { name: "Регистар установа културе — архива" }),
  ).toHaveAttribute("href", `/p/srbija/datasets/${HEALTH_SLUGS.nationalArchive}`);
  await expect(archive.getByRole("link", { name: /\/uploads\// })).toHaveAttribute(
    "href",
    /^http:\/\/127\.0\.0\.1:\d+\/uploads\/registar-ustanova-kulture-arhiva\//,
  );
});
