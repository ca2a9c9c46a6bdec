import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO_SLUGS, NATIONAL_SLUGS } from "../demo-portal/demo-slugs.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoEdits } from "./support/demo-edits.ts";
import { expect, test } from "./support/page-guards.ts";
import { importWatched } from "./support/watched.ts";

/** The city portal is on the explorer's host; the national one through its same-origin proxy. */
const CITY = "novi-sad";
const NATIONAL = "srbija";

/** A date as the page writes it in English. */
const day = (ms: number) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(ms);

// Each test's changes on the portals are its own (its session); they go when it ends.
test.afterEach(async ({ context, request }, testInfo) => {
  await (await demoEdits(context, request, testInfo.testId)).reset();
});

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
  context,
  request,
}, testInfo) => {
  const portals = await demoEdits(context, request, testInfo.testId);
  const plan = await portals.detail(CITY, DEMO_SLUGS.manyObjects);
  const census = await portals.detail(NATIONAL, NATIONAL_SLUGS.census);
  const tenders = await portals.detail(CITY, DEMO_SLUGS.xml);
  const [dropped, redated, grown] = plan.objects;
  if (!dropped || !redated || !grown) throw new Error("the plan needs three files");
  expect(grown.size).toBe(48439);

  await watch(page, CITY, DEMO_SLUGS.manyObjects, 1);
  await watch(page, NATIONAL, NATIONAL_SLUGS.census, 2);
  await watch(page, CITY, DEMO_SLUGS.xml, 3);

  // The portals change: a new description, a file removed, one added, one grown, one with a new
  // date; a dataset renamed; one withdrawn.
  const newDate = Date.UTC(2027, 0, 15);
  await portals.change(CITY, DEMO_SLUGS.manyObjects, (detail) => ({
    ...detail,
    description: `${detail.description}<p>Dopunjeno novim prilogom.</p>`,
    objects: [
      ...detail.objects
        .slice(1)
        .map((object) =>
          object.name === grown.name
            ? { ...object, size: 2 * 1024 * 1024 }
            : object.name === redated.name
              ? { ...object, _updated: new Date(newDate).toUTCString() }
              : object,
        ),
      { ...redated, name: "Novi prilog 2027", slug: "novi-prilog-2027" },
    ],
  }));
  const renamed = `${census.name} (ispravljeno)`;
  await portals.change(NATIONAL, NATIONAL_SLUGS.census, (detail) => ({ ...detail, name: renamed }));
  await portals.withdraw(CITY, DEMO_SLUGS.xml);

  // The page asks each portal again; the renamed dataset answers with what it is now.
  const changedAnswer = page.waitForResponse((response) =>
    response.url().includes(`/portals/srbija/api/resource/${NATIONAL_SLUGS.census}`),
  );
  await page.getByRole("link", { name: "Watched datasets (3)" }).click();
  expect((await changedAnswer).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Watched datasets" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "since you last looked" })).toHaveText(
    "3 watched datasets changed since you last looked.",
  );
  const city = page.getByRole("region", { name: "Otvoreni podaci Novog Sada" });
  const national = page.getByRole("region", { name: "Nacionalni portal otvorenih podataka" });
  await expect(city.getByRole("heading", { level: 3 })).toHaveText([plan.name, tenders.name]);
  await expect(national.getByRole("heading", { level: 3 })).toHaveText([renamed]);
  await expect(changesOf(page, plan.name)).toHaveText([
    "The description changed.",
    `${redated.name}: date changed from ${day(Date.parse(redated._updated))} to ${day(newDate)}`,
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

  // A second visit asks conditionally: the renamed dataset, unchanged since, costs a 304.
  const revalidated = page.waitForResponse(
    (response) =>
      response.url().includes(`/portals/srbija/api/resource/${NATIONAL_SLUGS.census}`) &&
      response.request().headers()["if-none-match"] !== undefined,
  );
  await page.goto("/watched");
  expect((await revalidated).status()).toBe(304);
  // It answered 304 to its own validators: still renamed, and the other still gone, until all
  // are seen.
  const summary = page.getByRole("status").filter({ hasText: "since you last looked" });
  await expect(summary).toHaveText("2 watched datasets changed since you last looked.");
  await expect(changesOf(page, renamed)).toHaveText([
    `Renamed from “${census.name}” to “${renamed}”.`,
  ]);
  await page.getByRole("button", { name: "Mark all as seen" }).click();
  await expect(summary).toHaveText("No watched dataset changed since you last looked.");
  await expect(page.getByRole("heading", { level: 1, name: "Watched datasets" })).toBeFocused();
});

test("a watched dataset's own page says what changed since the reader last looked, until marked as seen", async ({
  page,
  request,
}) => {
  const census = await (
    await request.get(`/portals/${NATIONAL}/api/resource/${NATIONAL_SLUGS.census}`)
  ).json();
  // Watched when it had another name, and no files (an imported list; this browser has not
  // read the dataset yet).
  await importWatched(page, [
    { portal: NATIONAL, slug: NATIONAL_SLUGS.census, name: "Stari naziv" },
  ]);
  await page.goto(`/p/${NATIONAL}/datasets/${encodeURIComponent(NATIONAL_SLUGS.census)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(census.name);
  await expect(page.getByText(/^Changed since you last looked, on /)).toBeVisible();
  const changes = changesOf(page, census.name);
  await expect(changes.first()).toHaveText(`Renamed from “Stari naziv” to “${census.name}”.`);
  await expect(changes.filter({ hasText: /^File added: / })).toHaveCount(census.objects.length);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }

  await page.getByRole("button", { name: `Mark as seen (${census.name})` }).click();
  await expect(changes).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Watch" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("button", { name: "Watch" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/^Changed since you last looked/)).toHaveCount(0);
  // Watched datasets checks it afresh and agrees.
  await page.getByRole("link", { name: "Watched datasets (1)" }).click();
  await expect(page.getByText("No changes since you last looked.")).toBeVisible();
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
  // Four have their turn; the other two wait in line, and say so.
  await expect(page.getByText("Checking…", { exact: true })).toHaveCount(4);
  await expect(page.getByText("Waiting to be checked…", { exact: true })).toHaveCount(2);
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
  // Forgetting reloads the page: what it says after is the new page's, read from the browser.
  let reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Forget what is kept" }).click();
  await reloaded;
  await expect(page.getByRole("link", { name: "Watched datasets (1)" })).toBeVisible();
  const also = page.getByRole("checkbox", { name: "Also forget the watched datasets" });
  await expect(also).not.toBeChecked();
  await also.check();
  reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Forget what is kept" }).click();
  await reloaded;
  await expect(page.getByRole("link", { name: "Watched datasets (0)" })).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: "Also forget the watched datasets" }),
  ).toHaveCount(0);
});
