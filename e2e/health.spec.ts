import type { APIRequestContext, Page, Route } from "@playwright/test";
import Papa from "papaparse";
import { EPOCH_ZERO } from "../demo-portal/dates.ts";
import { HEALTH_SLUGS, MARKUP_ONLY_DESCRIPTIONS } from "../demo-portal/demo-slugs.ts";
import { HEALTH_DATASETS } from "../demo-portal/special-datasets.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { downloadedBytes } from "./support/download.ts";
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

interface RawObject {
  file: string | null;
  url: string | null;
  format: string | null;
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

/** Every dataset's objects, as the portal lists them, by slug. */
async function objectsOf(
  request: APIRequestContext,
  summaries: readonly RawSummary[],
): Promise<Map<string, RawObject[]>> {
  const bySlug = new Map<string, RawObject[]>();
  for (let at = 0; at < summaries.length; at += 25) {
    await Promise.all(
      summaries.slice(at, at + 25).map(async (summary) => {
        const answer = await request.get(`/api/resource/${encodeURIComponent(summary.slug)}`);
        bySlug.set(summary.slug, (await answer.json()).objects);
      }),
    );
  }
  return bySlug;
}

interface Group {
  count: number;
  recent: number;
  stale: number;
  undescribed: number;
}

/**
 * What the demo made, read off its own list: the datasets it never dated (Eve's zero date), those
 * it gave no description (an empty one, or markup alone: MARKUP_ONLY_DESCRIPTIONS), and the dated
 * ones, recent when dated within the 365 days before `now`.
 */
function demoFacts(summaries: readonly RawSummary[], now: number) {
  let recent = 0;
  let stale = 0;
  let unknown = 0;
  let undescribed = 0;
  const byOrg = new Map<string, Group>();
  const byCat = new Map<string, number>();
  const years = new Map<number, number>();
  for (const summary of summaries) {
    const org = byOrg.get(summary.ownerName ?? "") ?? {
      count: 0,
      recent: 0,
      stale: 0,
      undescribed: 0,
    };
    byOrg.set(summary.ownerName ?? "", org);
    org.count += 1;
    const blank =
      (summary.description ?? "") === "" || MARKUP_ONLY_DESCRIPTIONS.includes(summary.slug);
    if (blank) {
      undescribed += 1;
      org.undescribed += 1;
    }
    byCat.set(summary.categoryName ?? "", (byCat.get(summary.categoryName ?? "") ?? 0) + 1);
    if (summary._updated === undefined || summary._updated === EPOCH_ZERO) {
      unknown += 1;
      continue;
    }
    const ms = Date.parse(summary._updated);
    const year = new Date(ms).getUTCFullYear();
    years.set(year, (years.get(year) ?? 0) + 1);
    if (ms >= now - YEAR_MS) {
      recent += 1;
      org.recent += 1;
    } else {
      stale += 1;
      org.stale += 1;
    }
  }
  return { total: summaries.length, recent, stale, unknown, undescribed, byOrg, byCat, years };
}

/** The figure itself (the item's one <strong>), not its label or the sentence beside it. */
function figureValue(page: Page, group: string, label: string) {
  return page
    .getByRole("list", { name: group })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole("strong");
}

/** A count as the page writes it in English ("2,392"), as a number. */
function countIn(text: string | null | undefined): number {
  return Number((text ?? "").replaceAll(",", ""));
}

function resultCount(page: Page) {
  return page.getByRole("status").filter({ hasText: /datasets?$/ });
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(items);

test("a portal's health counts what its catalog holds, and each figure opens its datasets", async ({
  page,
  request,
}) => {
  const summaries = await summariesOf(request, "/api");
  const expected = demoFacts(summaries, Date.now());
  // The demo makes every case happen: the page would not show them otherwise.
  expect(expected.stale).toBeGreaterThan(0);
  expect(expected.unknown).toBeGreaterThan(0);
  expect(expected.undescribed).toBeGreaterThanOrEqual(HEALTH_DATASETS.length);

  await page.goto(`/p/${CITY}/`);
  await page.getByRole("link", { name: "Portal health" }).click();
  await expect(page).toHaveURL(`/p/${CITY}/health`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Portal health: Otvoreni podaci Novog Sada",
  );

  const share = `${Math.round((expected.recent / expected.total) * 100)}%`;
  await expect(figureValue(page, "Freshness", "updated in the last 12 months")).toHaveText(share);
  await expect(
    page.getByRole("list", { name: "Freshness" }).getByRole("listitem").first(),
  ).toContainText(
    `${expected.recent} of ${expected.total} datasets were updated in the 365 days before today`,
  );
  await expect(figureValue(page, "Freshness", "updated more than 12 months ago")).toHaveText(
    String(expected.stale),
  );
  await expect(figureValue(page, "Freshness", "date unknown")).toHaveText(String(expected.unknown));
  await expect(figureValue(page, "Metadata completeness", "with no description")).toHaveText(
    String(expected.undescribed),
  );
  await expect(figureValue(page, "Metadata completeness", "with an unknown date")).toHaveText(
    String(expected.unknown),
  );

  // The chart of the years of last update says every bar in words.
  const years = [...expected.years].sort((a, b) => a[0] - b[0]);
  const yearSummary = `Datasets by the year of their last update: ${list(
    years.map(([year, count]) => `${year}: ${count}`),
  )}.`;
  await expect(page.getByRole("figure", { name: yearSummary })).toBeVisible();

  // The largest organization's row, its counts, and its CSV line.
  const [topOrg, topCounts] = [...expected.byOrg].sort((a, b) => b[1].count - a[1].count)[0] ?? [];
  if (topOrg === undefined || topCounts === undefined) throw new Error("no organization");
  const orgs = page.getByRole("table", { name: "Datasets by organization" });
  const row = orgs.getByRole("row").filter({ has: page.getByRole("link", { name: topOrg }) });
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(topCounts.count));
  await expect(row.getByRole("cell").nth(2)).toHaveText(
    `${Math.round((topCounts.recent / topCounts.count) * 100)}%`,
  );
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(topCounts.stale));
  const categories = page.getByRole("table", { name: "Datasets by category" });
  await expect(categories.getByRole("row")).toHaveCount(expected.byCat.size + 1);

  const csv = await downloadedBytes(
    page,
    page.getByRole("button", { name: "Export CSV: Datasets by organization" }),
  );
  const table = Papa.parse<string[]>(csv.toString("utf8").replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  expect(table[0]).toEqual([
    "Organization",
    "Datasets",
    "Share of the catalog",
    "Updated in the last 12 months",
    "Updated more than 12 months ago",
    "Date unknown",
    "Oldest update",
    "No description",
  ]);
  expect(table).toHaveLength(expected.byOrg.size + 1);
  const line = table.find((cells) => cells[0] === topOrg);
  expect(line?.slice(0, 2)).toEqual([topOrg, String(topCounts.count)]);
  expect(Number(line?.[3])).toBe(Math.round((topCounts.recent / topCounts.count) * 1000) / 10);
  expect(line?.[4]).toBe(String(topCounts.stale));
  expect(line?.[7]).toBe(String(topCounts.undescribed));

  // Each count opens its datasets: the catalog's filters, and the catalog agrees.
  await row.getByRole("cell").nth(2).getByRole("link").click();
  await expect(page).toHaveURL(/updated=12m/);
  await expect(resultCount(page)).toHaveText(`${topCounts.recent} datasets`);
  await page.goBack();
  await row.getByRole("cell").nth(3).getByRole("link").click();
  await expect(page).toHaveURL(/updated=over-12m/);
  await expect(resultCount(page)).toHaveText(`${topCounts.stale} datasets`);
  await page.goBack();
  await page
    .getByRole("list", { name: "Metadata completeness" })
    .getByRole("link", { name: "with no description" })
    .click();
  await expect(page).toHaveURL(/description=none/);
  await expect(resultCount(page)).toHaveText(`${expected.undescribed} datasets`);
  await expect(page.getByRole("list", { name: "Datasets" })).toContainText(
    "Arhiva priloga Gradskog veća Novog Sada",
  );
  // The filter panel shows the filter the link set, and can take it off.
  const described = page
    .getByRole("group", { name: "Description" })
    .getByRole("checkbox", { name: "with no description" });
  await expect(described).toBeChecked();
});

test("Check links finds the demo's broken links, keeps the result, and the page passes axe in both themes", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const summaries = await summariesOf(request, "/api");
  const objects = await objectsOf(request, summaries);
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

  // The files' figures came with it: formats with their stars on the issue's scale.
  const formats = page.getByRole("table", { name: "Files by format" });
  const stars: Record<string, string> = {
    CSV: "3 stars",
    GEOJSON: "3 stars",
    ODS: "3 stars",
    JSON: "3 stars",
    XML: "3 stars",
    XLSX: "2 stars",
    XLS: "2 stars",
    PDF: "1 star",
    DOC: "1 star",
    PNG: "1 star",
    ZIP: "not told by the format",
  };
  for (const [format, said] of Object.entries(stars)) {
    const formatRow = formats
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: format, exact: true }) });
    await expect(formatRow.getByRole("cell").nth(2)).toHaveAccessibleName(said);
  }
  const filesTotal = countIn(await figureValue(page, "Files", "files").textContent());
  const starSummary = await page.getByText(/^Files by stars: /).textContent();
  const perStar =
    /^Files by stars: not told by the format: ([\d,]+), 1 star: ([\d,]+), 2 stars: ([\d,]+), 3 stars: ([\d,]+), and 4 stars: ([\d,]+)\.$/.exec(
      starSummary ?? "",
    );
  expect(perStar?.slice(1).reduce((sum, n) => sum + countIn(n), 0)).toBe(filesTotal);
  await expect(page.getByRole("figure", { name: starSummary ?? "" })).toBeVisible();

  // An organization's machine-readable files: its files that are spreadsheets or open
  // structured data (by their real extension), of all its objects but attached APIs. Taken from
  // an organization none of whose file-less pages has "api" in its address, which the explorer
  // may rightly read as an attached API.
  const machineExtensions = /\.(xls|xlsx|ods|csv|json|xml|geojson)$/;
  const orgFiles = new Map<string, { files: number; machine: number; apiLike: boolean }>();
  for (const summary of summaries) {
    const org = orgFiles.get(summary.ownerName ?? "") ?? { files: 0, machine: 0, apiLike: false };
    orgFiles.set(summary.ownerName ?? "", org);
    for (const object of objects.get(summary.slug) ?? []) {
      if (object.format === "API") continue;
      if (!object.file && /(^|[./-])api([./-]|$)/i.test(object.url ?? "")) org.apiLike = true;
      org.files += 1;
      if (object.file && machineExtensions.test(object.file)) org.machine += 1;
    }
  }
  const [orgName, orgCounts] =
    [...orgFiles]
      .filter(([name, org]) => name !== "" && !org.apiLike && org.files > 0)
      .sort((a, b) => b[1].files - a[1].files)[0] ?? [];
  if (orgName === undefined || orgCounts === undefined) throw new Error("no organization");
  const orgRow = page
    .getByRole("table", { name: "Datasets by organization" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: orgName, exact: true }) });
  await expect(orgRow.getByRole("cell").last()).toHaveText(
    `${Math.round((orgCounts.machine / orgCounts.files) * 100)}%`,
  );

  // The formats' CSV names each format with its files and stars.
  const formatsCsv = Papa.parse<string[]>(
    (await downloadedBytes(page, page.getByRole("button", { name: "Export CSV: Files by format" })))
      .toString("utf8")
      .replace(/^\uFEFF/, ""),
    { skipEmptyLines: true },
  ).data;
  expect(formatsCsv[0]).toEqual(["Format", "Files", "Share of files", "Stars"]);
  expect(formatsCsv.find((cells) => cells[0] === "GEOJSON")?.[3]).toBe("3");
  expect(formatsCsv.find((cells) => cells[0] === "ZIP")?.[3]).toBe("");

  await page.getByText(/^\d+ datasets with no files$/).click();
  await expect(
    page.getByRole("link", { name: "Planovi detaljne regulacije Grada Niša" }),
  ).toBeVisible();

  // A format opens the catalog's datasets with a file of that format, as the portal describes
  // them (a .csv is a CSV file whatever format the portal wrote).
  const withCsv = summaries.filter((summary) =>
    (objects.get(summary.slug) ?? []).some((object) => object.file?.endsWith(".csv")),
  ).length;
  await formats.getByRole("link", { name: "CSV", exact: true }).click();
  await expect(page).toHaveURL(/format=CSV/);
  await expect(resultCount(page)).toHaveText(`${withCsv} datasets`);
  await expect(
    page.getByRole("group", { name: "Files" }).getByRole("checkbox", { name: "CSV", exact: true }),
  ).toBeChecked();
  await page.goBack();
  // Datasets with no files: the demo's one dataset made without any.
  await page
    .getByRole("list", { name: "Metadata completeness" })
    .getByRole("link", { name: "with no files" })
    .click();
  await expect(page).toHaveURL(/files=none/);
  const noFiles = summaries.filter((summary) =>
    (objects.get(summary.slug) ?? []).every((object) => object.format === "API"),
  );
  await expect(resultCount(page)).toHaveText(
    noFiles.length === 1 ? "1 dataset" : `${noFiles.length} datasets`,
  );
  // Among them, the one the demo made with no objects at all.
  await page
    .getByRole("searchbox", { name: "Search datasets" })
    .fill("Planovi detaljne regulacije");
  await expect(resultCount(page)).toHaveText("1 dataset");
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link", {
      name: "Planovi detaljne regulacije Grada Niša",
    }),
  ).toBeVisible();
  await page.goto(`/p/${CITY}/health`);
  await expect(page.getByRole("table", { name: "Broken links" })).toBeVisible();

  const brokenCsv = Papa.parse<string[]>(
    (await downloadedBytes(page, page.getByRole("button", { name: "Export CSV: Broken links" })))
      .toString("utf8")
      .replace(/^\uFEFF/, ""),
    { skipEmptyLines: true },
  ).data;
  expect(brokenCsv[0]).toEqual(["Dataset", "File", "Problem", "Address"]);
  expect(brokenCsv.slice(1).map((cells) => [cells[0], cells[2]])).toEqual(
    expect.arrayContaining([
      ["Arhiva priloga Gradskog veća Novog Sada", "HTTP status 404"],
      ["Arhiva priloga Gradskog veća Novog Sada", "HTTP status 500"],
    ]),
  );

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  // The next visit shows what was found, with its date, and offers to check again.
  await page.reload();
  await expect(page.getByText(/^Last checked on /)).toBeVisible();
  await expect(page.getByRole("table", { name: "Broken links" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Check links" })).toBeEnabled();

  // A shared link to the datasets with no files, opened afresh: the catalog reads the formats
  // kept from this check before it says what it found, never "No datasets" first.
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { said });
    new MutationObserver(() => {
      const text = document.querySelector(".result-count")?.textContent ?? "";
      if (text !== "" && said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`/p/${CITY}/?files=none`);
  await expect(resultCount(page)).toHaveText(
    noFiles.length === 1 ? "1 dataset" : `${noFiles.length} datasets`,
  );
  await expect(page.getByText(/Files' formats are known once/)).toHaveCount(0);
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said).not.toContain("No datasets");
});

/**
 * Lets the first `answered` distinct addresses matching `pattern` through to the demo portal and
 * holds every other one, as a portal that has stopped answering would; says how many of those let
 * through have had their answer.
 */
async function answerOnly(page: Page, pattern: RegExp, answered: number) {
  const through = new Set<string>();
  const finished = new Set<string>();
  const end = (request: { url(): string }) => {
    if (through.has(request.url())) finished.add(request.url());
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  await page.route(pattern, async (route: Route) => {
    const url = route.request().url();
    if (through.size < answered) through.add(url);
    if (through.has(url)) await route.continue();
  });
  return { answered: () => finished.size };
}

test("a link check can be stopped, and what it found by then is kept", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const total = (await summariesOf(request, "/api")).length;
  await page.goto(`/p/${CITY}/health`);

  // Stopped while every dataset is read: the datasets read are counted, said and kept.
  await answerOnly(page, /\/api\/resource\//, 20);
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reading every dataset's page" }),
  ).toHaveText(`Reading every dataset's page, at most 4 at a time: 20 of ${total} done.`);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stopped." })).toHaveText(
    "Stopped. What was found until then is shown and kept.",
  );
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const readingStopped = `That reading was stopped: its figures count the files of the 20 datasets read of ${total}.`;
  await expect(page.getByText(readingStopped)).toBeVisible();
  await expect(page.getByRole("table", { name: "Files by format" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Broken links" })).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expect(page.getByText(readingStopped)).toBeVisible();
  // The catalog filtered by format says its answer counts only the datasets read so far.
  await page.goto(`/p/${CITY}/?format=CSV`);
  await expect(resultCount(page)).toHaveText(/^\d+ datasets?$/);
  await expect(page.getByText(/Files' formats are known once every dataset's files/)).toBeVisible();
  await page.goto(`/p/${CITY}/health`);

  // Stopped while the links are checked: the links answered are counted, said and kept. The
  // links are asked in the catalog's order (files on other hosts last): twelve are let through,
  // and the rest held, each until the page gives it up as broken, seconds later. Stopped before.
  const links = await answerOnly(page, /\/uploads\//, 12);
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(page.getByRole("progressbar", { name: "Checking links" })).toBeVisible({
    timeout: 120_000,
  });
  await expect.poll(links.answered, { timeout: 20_000 }).toBe(12);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stopped." })).toHaveText(
    "Stopped. What was found until then is shown and kept.",
  );
  const checkStopped = /^That check was stopped: it counts the 12 links answered of [\d,]+\.$/;
  await expect(page.getByText(checkStopped)).toBeVisible();
  const working = countIn(await figureValue(page, "Links", "working").textContent());
  const brokenCount = countIn(await figureValue(page, "Links", "broken").textContent());
  expect(working + brokenCount).toBe(12);
  // The whole reading came before: its figures are no longer marked as stopped.
  await expect(page.getByText(readingStopped)).toHaveCount(0);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expect(page.getByText(checkStopped)).toBeVisible();
  await expect(figureValue(page, "Links", "working")).toHaveText(working.toLocaleString("en"));
  await expect(figureValue(page, "Links", "broken")).toHaveText(brokenCount.toLocaleString("en"));
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
  const both = demoFacts([...city, ...national], Date.now());
  await expect(figureValue(page, "Freshness", "updated more than 12 months ago")).toHaveText(
    String(both.stale),
  );
  await expect(figureValue(page, "Metadata completeness", "with no description")).toHaveText(
    String(both.undescribed),
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
