import { readFileSync } from "node:fs";
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { DEMO_SLUGS, NATIONAL_SLUGS } from "../demo-portal/demo-slugs.ts";
import { expect, test } from "./support/page-guards.ts";
import { importWatched } from "./support/watched.ts";

/** The city portal is on the explorer's host; the national one through its same-origin proxy. */
const CITY = "novi-sad";
const NATIONAL = "srbija";
const CITY_DETAIL = (slug: string) => `**/api/resource/${encodeURIComponent(slug)}`;
const NATIONAL_DETAIL = (slug: string) => `**/portals/srbija/api/resource/${slug}`;

interface RawObject {
  name: string;
  slug: string;
  size: unknown;
  [field: string]: unknown;
}
interface RawDetail {
  name: string;
  objects: RawObject[];
  [field: string]: unknown;
}

async function detailOf(request: APIRequestContext, path: string): Promise<RawDetail> {
  return (await request.get(path)).json();
}

/** Answers a dataset with `change` applied to what the portal really sends (never a 304). */
function changedDataset(change: (detail: RawDetail) => RawDetail) {
  return async (route: Route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), "if-none-match": "", "if-modified-since": "" },
    });
    const detail: RawDetail = await response.json();
    await route.fulfill({ response, json: change(detail) });
  };
}

async function watch(page: Page, portal: string, slug: string, count: number) {
  await page.goto(`/p/${portal}/datasets/${encodeURIComponent(slug)}`);
  const button = page.getByRole("button", { name: "Watch" });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: `Watched datasets (${count})` })).toBeVisible();
}

function changesOf(page: Page, name: string) {
  return page.getByRole("list", { name: `Changes in ${name}` }).getByRole("listitem");
}

test("watched datasets on two portals say exactly what changed, until marked as seen", async ({
  page,
  request,
}) => {
  const plan = await detailOf(request, `/api/resource/${DEMO_SLUGS.manyObjects}`);
  const census = await detailOf(request, `/portals/srbija/api/resource/${NATIONAL_SLUGS.census}`);
  const tenders = await detailOf(request, `/api/resource/${DEMO_SLUGS.xml}`);
  const [dropped, kept, grown] = plan.objects;
  if (!dropped || !kept || !grown) throw new Error("the plan needs three files");
  expect(grown.size).toBe(48439);

  await watch(page, CITY, DEMO_SLUGS.manyObjects, 1);
  await watch(page, NATIONAL, NATIONAL_SLUGS.census, 2);
  await watch(page, CITY, DEMO_SLUGS.xml, 3);

  // The portals change: a file removed, one added, one grown; a dataset renamed; one withdrawn.
  await page.route(
    CITY_DETAIL(DEMO_SLUGS.manyObjects),
    changedDataset((detail) => ({
      ...detail,
      objects: [
        ...detail.objects
          .slice(1)
          .map((object) =>
            object.name === grown.name ? { ...object, size: 2 * 1024 * 1024 } : object,
          ),
        { ...kept, name: "Novi prilog 2027", slug: "novi-prilog-2027" },
      ],
    })),
  );
  const renamed = `${census.name} (ispravljeno)`;
  await page.route(
    NATIONAL_DETAIL(NATIONAL_SLUGS.census),
    changedDataset((detail) => ({ ...detail, name: renamed })),
  );
  await page.route(CITY_DETAIL(DEMO_SLUGS.xml), (route) =>
    route.fulfill({
      status: 404,
      json: { _status: "ERR", _error: { code: 404, message: "Not found" } },
    }),
  );

  await page.getByRole("link", { name: "Watched datasets (3)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Watched datasets" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "since you last looked" })).toHaveText(
    "3 watched datasets changed since you last looked.",
  );
  const city = page.getByRole("region", { name: "Otvoreni podaci Novog Sada" });
  const national = page.getByRole("region", { name: "Nacionalni portal otvorenih podataka" });
  await expect(city.getByRole("heading", { level: 3 })).toHaveText([plan.name, tenders.name]);
  await expect(national.getByRole("heading", { level: 3 })).toHaveText([renamed]);
  await expect(changesOf(page, plan.name)).toHaveText([
    `${grown.name}: size changed from 47.3 kB to 2 MB`,
    "File added: Novi prilog 2027",
    `File removed: ${dropped.name}`,
  ]);
  await expect(changesOf(page, renamed)).toHaveText([
    `Renamed from “${census.name}” to “${renamed}”.`,
  ]);
  await expect(changesOf(page, tenders.name)).toHaveText([
    "The dataset is gone: the portal answers 404 Not Found.",
  ]);

  // Marked as seen, the changes go and focus stays on that dataset.
  await page.getByRole("button", { name: `Mark as seen (${plan.name})` }).click();
  await expect(page.getByRole("link", { name: plan.name })).toBeFocused();
  await expect(changesOf(page, plan.name)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "since you last looked" })).toHaveText(
    "2 watched datasets changed since you last looked.",
  );

  // The catalog marks the withdrawn dataset (still in the list), not the one marked as seen.
  await page.goto(`/p/${CITY}/?q=${encodeURIComponent(tenders.name)}`);
  const rows = page.getByRole("list", { name: "Datasets" }).getByRole("listitem");
  // The demo repeats names under other slugs: the marker is on the watched one alone.
  const marked = rows.filter({ hasText: "Watched: changed since you last looked" });
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole("link", { name: tenders.name, exact: true })).toHaveAttribute(
    "href",
    `/p/${CITY}/datasets/${DEMO_SLUGS.xml}`,
  );
  await page.goto(`/p/${CITY}/?q=${encodeURIComponent(plan.name)}`);
  await expect(rows.getByRole("link", { name: plan.name, exact: true }).first()).toBeVisible();
  await expect(marked).toHaveCount(0);

  // A second visit asks conditionally: the unchanged national dataset costs a 304.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const revalidated = page.waitForResponse(
    (response) =>
      response.url().includes(`/portals/srbija/api/resource/${NATIONAL_SLUGS.census}`) &&
      response.request().headers()["if-none-match"] !== undefined,
  );
  await page.goto("/watched");
  await revalidated;
  // The renamed dataset answered 304 to its own validators: still renamed, until all are seen.
  const summary = page.getByRole("status").filter({ hasText: "since you last looked" });
  await expect(summary).toHaveText("1 watched dataset changed since you last looked.");
  await page.getByRole("button", { name: "Mark all as seen" }).click();
  await expect(summary).toHaveText("No watched dataset changed since you last looked.");
  await expect(page.getByRole("heading", { level: 1, name: "Watched datasets" })).toBeFocused();
});

test("the list exports as a file, and imports in a fresh browser without losing what is there", async ({
  page,
  browser,
}, testInfo) => {
  await watch(page, CITY, DEMO_SLUGS.table, 1);
  await page.goto("/watched");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export watched datasets" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^watched-datasets-\d{4}-\d\d-\d\d\.json$/);
  const text = readFileSync((await download.path()) ?? "", "utf8");
  const file = JSON.parse(text);
  expect(file).toMatchObject({ format: "open-data-explorer/watched-datasets", version: 1 });
  expect(file.datasets).toHaveLength(1);

  const fresh = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: "block",
  });
  const other = await fresh.newPage();
  await watch(other, NATIONAL, NATIONAL_SLUGS.census, 1);
  await other.goto("/watched");
  const input = other.getByLabel("Import watched datasets (JSON file)");

  // A damaged file is refused whole, saying where.
  const broken = { ...file, datasets: [{ ...file.datasets[0], slug: "" }, 7] };
  await input.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const alert = other.getByRole("alert").filter({ hasText: "Nothing was imported" });
  await expect(alert).toContainText(
    "Nothing was imported: broken.json is not a list this explorer can read.",
  );
  await expect(alert.getByRole("listitem")).toHaveText([
    `Dataset 1: "slug" must be a dataset's slug (a text that is not empty).`,
    "Dataset 2 must be an object.",
  ]);
  await input.setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from("[1,2]"),
  });
  await expect(alert.getByRole("listitem")).toHaveText([
    `The file is JSON but not an exported list of watched datasets (its "format" is not "open-data-explorer/watched-datasets").`,
  ]);

  await input.setInputFiles({
    name: "watched.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await expect(other.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
    "Imported: 1 dataset new to this browser.",
  );
  await expect(other.getByRole("link", { name: "Watched datasets (2)" })).toBeVisible();
  const table = await (await other.request.get(`/api/resource/${DEMO_SLUGS.table}`)).json();
  await expect(
    other
      .getByRole("region", { name: "Otvoreni podaci Novog Sada" })
      .getByRole("heading", { level: 3 }),
  ).toHaveText([table.name]);
  await expect(
    other
      .getByRole("region", { name: "Nacionalni portal otvorenih podataka" })
      .getByRole("heading", { level: 3 }),
  ).toHaveCount(1);
  await fresh.close();
});

test("the check runs at most four at a time, Cancel stops it, and offline it says what was not checked", async ({
  page,
  context,
  request,
}) => {
  const slugs: string[] = (await (await request.get("/api/resources/")).json())
    .slice(0, 6)
    .map((item: { slug: string }) => item.slug);
  await importWatched(
    page,
    slugs.map((slug) => ({ portal: CITY, slug })),
  );
  // Imported on this page, they are checked at once.
  const summary = page.getByRole("status").filter({ hasText: "since you last looked" });
  await expect(summary).toHaveText("6 watched datasets changed since you last looked.");

  // The portal holds every answer: the check shows its progress, and asks for four only.
  const asked: string[] = [];
  await page.route(/\/api\/resource\//, (route) => {
    asked.push(route.request().url());
  });
  await page.reload();
  const progress = page.getByRole("status").filter({ hasText: "Checking with the portals" });
  await expect(progress).toHaveText("Checking with the portals, at most 4 at a time: 0 of 6 done.");
  await expect(page.getByRole("progressbar", { name: "Checking watched datasets" })).toBeVisible();
  await expect.poll(() => asked.length).toBe(4);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Check again" })).toBeFocused();
  await expect(page.getByText("Not checked: the check was stopped.")).toHaveCount(6);
  await expect(summary).toHaveText(
    "6 watched datasets changed since you last looked. 6 datasets could not be checked.",
  );
  expect(asked).toHaveLength(4);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(summary).toHaveText("6 watched datasets changed since you last looked.");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByText("Not checked: this device is offline.")).toHaveCount(6);
  await expect(summary).toHaveText(
    "6 watched datasets changed since you last looked. Offline: 6 datasets could not be checked.",
  );
  await context.setOffline(false);
});

test("Forget what is kept leaves the watched datasets unless the reader asks", async ({ page }) => {
  await watch(page, CITY, DEMO_SLUGS.table, 1);
  await page.getByRole("button", { name: "Forget what is kept" }).click();
  await expect(page.getByRole("link", { name: "Watched datasets (1)" })).toBeVisible();
  const also = page.getByRole("checkbox", { name: "Also forget the watched datasets" });
  await expect(also).not.toBeChecked();
  await also.check();
  await page.getByRole("button", { name: "Forget what is kept" }).click();
  await expect(page.getByRole("link", { name: "Watched datasets (0)" })).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Also forget the watched datasets" }),
  ).toHaveCount(0);
});
