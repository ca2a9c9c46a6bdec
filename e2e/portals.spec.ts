import { expect, type Page } from "@playwright/test";
import { DEMO_SLUGS, NATIONAL_SLUGS } from "../demo-portal/demo-slugs.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { downloadedBytes } from "./support/download.ts";
import { test } from "./support/page-guards.ts";

// The demo set-up out of the box: the city portal (a bare array, on the explorer's host at /api)
// and the national one (Eve pages, on a port of its own, reached through /portals/srbija/).
const CITY = "Otvoreni podaci Novog Sada";
const NATIONAL = "Nacionalni portal otvorenih podataka";

interface PortalEntry {
  id: string;
  name: string;
  api: string;
}

async function portalsOf(page: Page): Promise<PortalEntry[]> {
  return (await page.request.get("/portals.json")).json();
}

function portalControl(page: Page) {
  return page.getByRole("combobox", { name: "Portal" });
}

test("the Portal control switches to the other portal's catalog, and the URL keeps it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/p\/novi-sad\/$/);
  await expect(portalControl(page)).toHaveValue("novi-sad");
  await expect(portalControl(page).getByRole("option")).toHaveText([CITY, NATIONAL, "All portals"]);
  await portalControl(page).selectOption({ label: NATIONAL });
  await expect(page).toHaveURL(/\/p\/srbija\/$/);
  const list = page.getByRole("list", { name: "Datasets" });
  await expect(list.getByRole("link").first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search datasets" }).fill("popis stanovnistva");
  await expect(
    list.getByRole("link", { name: "Попис становништва 2022 — становништво по општинама" }),
  ).toBeVisible();
  await page.reload();
  await expect(portalControl(page)).toHaveValue("srbija");
  await page.goBack();
  await expect(portalControl(page)).toHaveValue("novi-sad");
  await expect(page).toHaveTitle(`Datasets · ${CITY}`);
});

test("the explorer's own address leads to the first portal without a step Back returns to", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/p\/novi-sad\/$/);
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  // Back leaves the explorer: "/" was replaced by the portal's address, not left before it, where
  // Back would only lead to the same redirect again.
  await page.goBack();
  await expect(page).toHaveURL("about:blank");
});

test("the same slug on two portals is two datasets, each named after its portal", async ({
  page,
}) => {
  await page.goto(`/p/novi-sad/datasets/${DEMO_SLUGS.nested}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Budžet Grada Novog Sada za 2024. godinu");
  await expect(page).toHaveTitle(`Budžet Grada Novog Sada za 2024. godinu · ${CITY}`);
  await page.goto(`/p/srbija/datasets/${NATIONAL_SLUGS.shared}`);
  await expect(heading).toHaveText(
    "Transferi iz budžeta Republike Srbije lokalnim samoupravama 2024",
  );
  await expect(page).toHaveTitle(/· Nacionalni portal otvorenih podataka$/);
  const citation = page.getByRole("region", { name: "Cite this dataset" });
  await expect(citation).toContainText(NATIONAL);
});

test("an old one-portal link opens the first portal's page", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}?preview=x`);
  await expect(page).toHaveURL(new RegExp(`/p/novi-sad/datasets/${DEMO_SLUGS.table}\\?preview=x$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Linije javnog gradskog prevoza Grada Novog Sada",
  );
});

test("a download from the second portal gets that portal's bytes, and Copy link its own address", async ({
  page,
}) => {
  const national = (await portalsOf(page)).find((portal) => portal.id === "srbija");
  expect(national?.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
  await page.goto(`/p/srbija/datasets/${NATIONAL_SLUGS.census}`);
  const link = page
    .getByRole("table", { name: "Resources" })
    .getByRole("link", { name: /^Download / })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/portals\/srbija\/uploads\//);
  const downloaded = await downloadedBytes(page, link);
  const publicUrl = `${new URL(national?.api ?? "").origin}${href.replace("/portals/srbija", "")}`;
  const direct = Buffer.from(await (await page.request.get(publicUrl)).body());
  expect(direct.length).toBeGreaterThan(0);
  expect(downloaded.equals(direct)).toBe(true);
  // The city portal has no such dataset: the bytes came from the national one.
  expect((await page.request.get(`/api/resource/${NATIONAL_SLUGS.census}`)).status()).toBe(404);
});

test("All portals searches both catalogs, names each result's portal and filters by Portal", async ({
  page,
}) => {
  await page.goto("/");
  await portalControl(page).selectOption({ label: "All portals" });
  await expect(page).toHaveURL(/\/all$/);
  await expect(page.getByText("2 of 2 portals answered")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search datasets" }).fill("budzet 2024");
  const list = page.getByRole("list", { name: "Datasets" });
  await expect(
    list.getByRole("link", { name: "Budžet Grada Novog Sada za 2024. godinu" }),
  ).toBeVisible();
  await expect(
    list.getByRole("link", {
      name: "Transferi iz budžeta Republike Srbije lokalnim samoupravama 2024",
    }),
  ).toBeVisible();
  const portals = page.getByRole("group", { name: "Portal" });
  await expect(portals.getByRole("checkbox")).toHaveCount(2);
  await portals.getByRole("checkbox", { name: new RegExp(`^${NATIONAL}`) }).check();
  await expect(page).toHaveURL(/portal=srbija/);
  await expect(
    list.getByRole("link", { name: "Budžet Grada Novog Sada za 2024. godinu" }),
  ).toHaveCount(0);
  await expect(list.locator(".dataset-portal").first()).toHaveText(NATIONAL);
  await expectNoAxeViolations(page);
  // The result leads to its own portal's page.
  await list.getByRole("link", { name: /^Transferi iz budžeta/ }).click();
  await expect(page).toHaveURL(new RegExp(`/p/srbija/datasets/${NATIONAL_SLUGS.shared}$`));
});

test("All portals exports its results with a portal column", async ({ page }) => {
  await page.goto("/all?q=popis+stanovnistva+2022");
  await expect(page.getByText("2 of 2 portals answered")).toBeVisible();
  const csv = (await downloadedBytes(page, page.getByRole("button", { name: "Export CSV" })))
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header?.split(",")[0]).toBe("portal");
  expect(rows.some((row) => row.startsWith(`${NATIONAL},Попис становништва 2022`))).toBe(true);
});

test("a dataset opened from All portals leaves the other portals' lists reading on", async ({
  page,
}) => {
  const isNationalList = (url: URL) =>
    url.pathname.startsWith("/portals/srbija/") && url.pathname.endsWith("/resources/");
  // The national portal's pages after its first come slowly: its list is still arriving when a
  // city dataset is opened.
  await page.route(
    (url) => isNationalList(url),
    async (route) => {
      const response = await route.fetch();
      const url = new URL(route.request().url());
      if ((url.searchParams.get("page") ?? "1") !== "1") {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await route.fulfill({ response }).catch(() => undefined);
    },
  );
  const nationalFirstPages: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isNationalList(url) && (url.searchParams.get("page") ?? "1") === "1") {
      nationalFirstPages.push(url.href);
    }
  });
  const name = "Linije javnog gradskog prevoza Grada Novog Sada";
  await page.goto(`/all?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(/^1 of 2 portals answered/)).toBeVisible();
  await page.getByRole("list", { name: "Datasets" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page.getByText(/^2 of 2 portals answered/)).toBeVisible({ timeout: 60_000 });
  // One read of the national list, from its first page once: it read on behind the dataset page.
  expect(nationalFirstPages).toHaveLength(1);
});

test("All portals says nothing matches only once every portal has answered", async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Every portal's list waits until released: none has answered yet.
  await page.route(
    (url) => url.pathname.endsWith("/resources/"),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto("/all?q=zzzz-no-such-dataset");
  await expect(
    page.getByText(/^0 of 2 portals answered; the others are still loading/),
  ).toBeVisible();
  const count = page.getByRole("status").filter({ hasText: /^No datasets/ });
  await expect(count).toHaveText("No datasets so far");
  await expect(page.getByText(/^No datasets match/)).toHaveCount(0);
  release();
  await expect(page.getByText(/^2 of 2 portals answered$/)).toBeVisible({ timeout: 30_000 });
  await expect(count).toHaveText("No datasets");
  await expect(page.getByText(/^No datasets match/)).toBeVisible();
});

test("a portal that is down leaves the other usable, and says which is missing", async ({
  page,
}) => {
  await page.route("**/portals/srbija/**", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/all");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(`${NATIONAL} is missing from the results`, { timeout: 15_000 });
  await expect(alert).toContainText("503");
  await expect(page.getByText("1 of 2 portals answered")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Its own view says so too; once it is back, Try again brings its catalog.
  await portalControl(page).selectOption({ label: NATIONAL });
  await expect(page.getByRole("alert")).toContainText("503", { timeout: 15_000 });
  await page.unroute("**/portals/srbija/**");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await portalControl(page).selectOption({ label: CITY });
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
});

test("the Portal control passes axe on the catalog and a dataset", async ({ page }) => {
  await page.goto(`/p/srbija/datasets/${NATIONAL_SLUGS.census}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
