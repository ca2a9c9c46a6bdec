import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

interface RawSummary {
  slug: string;
  name: unknown;
  ownerName: unknown;
  categoryName: unknown;
}

async function catalog(request: APIRequestContext): Promise<RawSummary[]> {
  return (await request.get("/api/resources/")).json();
}

const names = (list: RawSummary[]) => list.map((d) => (typeof d.name === "string" ? d.name : ""));
const list = (page: Page) => page.getByRole("list", { name: "Datasets" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search datasets" });

test("search ignores diacritics and finds Cyrillic names with a Latin query", async ({
  page,
  request,
}) => {
  const all = names(await catalog(request));
  const withDiacritics = all.find((name) => /Čistoća/.test(name));
  const cyrillic = all.find((name) => /Београд/.test(name));
  expect(withDiacritics).toBeDefined();
  expect(cyrillic).toBeDefined();
  await page.goto("/");
  await search(page).fill("cistoca");
  await expect(list(page).getByRole("link", { name: withDiacritics }).first()).toBeVisible();
  await expect(list(page).locator("mark").first()).toHaveText(/Čistoća/i);
  await search(page).fill("beograd");
  await expect(list(page).getByRole("link", { name: cyrillic }).first()).toBeVisible();
  await expect(list(page).locator("mark").first()).toHaveText(/Београд/i);
});

test("the URL holds search, filters and page; back and forward restore each view", async ({
  page,
}) => {
  await page.goto("/");
  const status = page.getByRole("status");
  const total = await status.textContent();
  await search(page).fill("budget");
  await search(page).blur();
  await expect(page).toHaveURL(/[?&]q=budget/);
  const searched = await status.textContent();
  expect(searched).not.toBe(total);

  const organization = page.getByRole("group", { name: "Organization" });
  const box = organization.getByRole("checkbox", { name: /\([1-9][\d,]*\)$/ }).first();
  const label = (
    (await box.getAttribute("aria-label")) ??
    (await box.evaluate((el) =>
      el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? "") : "",
    ))
  ).replace(/\s*\([\d,]+\)\s*$/, "");
  await box.check();
  await expect(page).toHaveURL(/[?&]org=/);
  await expect(page.getByRole("button", { name: `Remove Organization: ${label}` })).toBeVisible();
  const filtered = await status.textContent();

  await page.getByLabel("Sort by").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  const firstByName = await list(page).getByRole("link").first().textContent();

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=name/);
  await expect(status).toHaveText(filtered ?? "");
  await page.goBack();
  await expect(status).toHaveText(searched ?? "");
  await expect(search(page)).toHaveValue("budget");
  await expect(organization.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect(list(page).getByRole("link").first()).toHaveText(firstByName ?? "");

  await page.reload();
  await expect(search(page)).toHaveValue("budget");
  await expect(status).toHaveText(filtered ?? "");
  await expect(list(page).getByRole("link").first()).toHaveText(firstByName ?? "");
});

test("pages are links in the URL and the list stays one page long", async ({ page }) => {
  await page.goto("/");
  await expect(list(page).getByRole("listitem")).toHaveCount(25);
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Next page" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2 of");
  await page.goBack();
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of");
});

test("/ focuses the search and Escape clears it", async ({ page }) => {
  await page.goto("/");
  await expect(list(page)).toBeVisible();
  await page.keyboard.press("/");
  await expect(search(page)).toBeFocused();
  await page.keyboard.type("zagreb");
  await expect(search(page)).toHaveValue("zagreb");
  await page.keyboard.press("Escape");
  await expect(search(page)).toHaveValue("");
  // Inside another field "/" is a character, not a shortcut.
  const finder = page.getByRole("searchbox", { name: "Find organization" });
  await finder.fill("a/b");
  await expect(finder).toHaveValue("a/b");
});

test("no results show the query with one click back to everything", async ({ page }) => {
  await page.goto("/?q=zzqqxxnothing");
  await expect(page.getByRole("status")).toHaveText("No datasets");
  await expect(page.getByText(/No datasets match Search: zzqqxxnothing/)).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page.getByRole("status")).toHaveText(/^[\d,]+ datasets$/);
  await expect(search(page)).toHaveValue("");
});

test("the results export as CSV and JSON with every match", async ({ page, request }) => {
  const all = await catalog(request);
  await page.goto("/?q=zagreb");
  const resultCount = page.getByRole("status").filter({ hasText: /datasets?$/ });
  await expect(resultCount).toBeVisible();
  const status = await resultCount.textContent();
  const count = Number(status?.replace(/\D/g, ""));
  expect(count).toBeGreaterThan(25);

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile(await csvDownload.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe("name,organization,category,description,updated,created,slug,url");
  expect(csv).toMatch(/\r\n"[^"\r\n]*(""|,)/);
  expect(csv).toContain(`${new URL(page.url()).origin}/p/novi-sad/datasets/`);

  const [jsonDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export JSON" }).click(),
  ]);
  const rows: { slug: string; url: string; description: string }[] = JSON.parse(
    await readFile(await jsonDownload.path(), "utf8"),
  );
  expect(rows).toHaveLength(count);
  const slugs = new Set(all.map((d) => d.slug));
  for (const row of rows) expect(slugs.has(row.slug)).toBe(true);
  expect(rows[0]?.url).toBe(
    new URL(`/p/novi-sad/datasets/${encodeURIComponent(rows[0]?.slug ?? "")}`, page.url()).href,
  );
  expect(rows.some((row) => row.description.includes("<"))).toBe(false);
});

test("at 360 px the filters fold into a disclosure and nothing overflows", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/?q=beograd");
  const toggle = page.getByRole("button", { name: /^Filters/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("group", { name: "Organization" })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("group", { name: "Organization" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("the catalog with its filters open has no axe violations", async ({ page }) => {
  await page.goto("/?q=grad&updated=12m");
  await expect(page.getByRole("group", { name: "Category" })).toBeVisible();
  await page.getByRole("group", { name: "Category" }).getByRole("checkbox").first().check();
  await expect(page.getByRole("button", { name: "Clear all" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expectNoAxeViolations(page);
});

/**
 * The city portal as a stock Eve serves it: the demo portal pages like Eve when asked to; asked
 * for nothing, a stock Eve pages anyway. Each page after the first waits `pageDelayMs`.
 */
async function pageLikeEve(page: Page, pageDelayMs: number): Promise<void> {
  await page.route(
    (url) => url.pathname === "/api/resources/",
    async (route) => {
      const url = new URL(route.request().url());
      if (url.search === "") url.search = "?max_results=25&page=1";
      const response = await route.fetch({ url: url.href });
      if (url.searchParams.get("page") !== "1") {
        await new Promise((r) => setTimeout(r, pageDelayMs));
      }
      // A read the page has cancelled meanwhile is no longer there to answer.
      await route.fulfill({ response }).catch(() => undefined);
    },
  );
}

/**
 * Opens the catalog with its list paged like Eve, `pageDelayMs` a page, and waits until it shows
 * while the rest still arrives: the catalog's length.
 */
async function openWhileListArrives(
  page: Page,
  request: APIRequestContext,
  pageDelayMs: number,
): Promise<number> {
  const total = (await catalog(request)).length;
  await pageLikeEve(page, pageDelayMs);
  await page.goto("/");
  await expect(
    page.getByRole("progressbar", { name: /^Datasets read from the portal: / }),
  ).toBeVisible();
  return total;
}

test("a stock Eve portal, 25 datasets a page, shows its whole catalog with pages fetched side by side", async ({
  page,
  request,
}) => {
  const total = (await catalog(request)).length;
  // Slow enough that pages fetched one after another could never overlap.
  await pageLikeEve(page, 150);
  let inFlight = 0;
  let maxInFlight = 0;
  const pagesAsked = new Set<string>();
  const isPage = (url: string) => new URL(url).pathname === "/api/resources/";
  page.on("request", (r) => {
    if (!isPage(r.url())) return;
    pagesAsked.add(new URL(r.url()).searchParams.get("page") ?? "1");
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
  });
  const done = (r: { url: () => string }) => {
    if (isPage(r.url())) inFlight -= 1;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);

  await page.goto("/");
  // While the pages come in, the page says how far it has come: the first load naming the portal,
  // or, once the first datasets show (a paged list shows them as its pages come), the bar below
  // them, on the portal's own page.
  await expect(
    page.getByRole("progressbar", {
      name: /^Datasets read from (Otvoreni podaci Novog Sada|the portal): [\d,]+ of /,
    }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toHaveText(
    `${total} datasets`,
  );
  expect(pagesAsked.size).toBe(Math.ceil(total / 25));
  expect(maxInFlight).toBeGreaterThan(1);
});

test("the portal's health opened while the list arrives counts the whole catalog", async ({
  page,
  request,
}) => {
  const total = await openWhileListArrives(page, request, 400);
  // Leaving the catalog stops its read; the datasets so far must not pass for the whole list.
  await page.getByRole("link", { name: "Portal health" }).click();
  await expect(page.getByText(/^[\d,]+ of [\d,]+ datasets were updated/)).toContainText(
    `of ${total} datasets`,
    { timeout: 30_000 },
  );
});

test("a reader resting the pointer on a growing list is told the catalog changed, and shown it on asking", async ({
  page,
  request,
}) => {
  const total = await openWhileListArrives(page, request, 300);
  // The pointer rests on the rows while the rest of the list arrives: they hold still.
  await page.getByRole("list", { name: "Datasets" }).getByRole("link").first().hover();
  const count = page.getByRole("status").filter({ hasText: /datasets?( so far)?$/ });
  const held = (await count.textContent()) ?? "";
  expect(held).toMatch(/so far$/);
  const changed = page.locator("[aria-live]").filter({
    hasText: "The catalog changed while you were in the list.",
  });
  await expect(changed).toBeVisible({ timeout: 30_000 });
  await expect(count).toHaveText(held);
  const showIt = changed.getByRole("button", { name: "Show it" });
  // The pointer is still on the list: each newer catalog waits until asked for.
  await expect(async () => {
    if (await showIt.isVisible()) await showIt.click();
    await expect(count).toHaveText(`${total} datasets`, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(showIt).toHaveCount(0);
});

test("a dataset opened while the list arrives, and back, does not read the list again from its start", async ({
  page,
  request,
}) => {
  const firstPages: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/resources/" && (url.searchParams.get("page") ?? "1") === "1") {
      firstPages.push(url.href);
    }
  });
  const total = await openWhileListArrives(page, request, 300);
  await page.getByRole("list", { name: "Datasets" }).getByRole("link").first().click();
  // The dataset's own page, not the catalog's heading: gone back to before it shows, the catalog
  // stays, and with the pointer resting on its rows it holds them (and their count) still.
  await expect(page).toHaveURL(/\/datasets\//);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Datasets");
  await page.goBack();
  await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toHaveText(
    `${total} datasets`,
    { timeout: 30_000 },
  );
  // The portal's own pages share its list: one read of it, from its first page once.
  expect(firstPages).toHaveLength(1);
});
