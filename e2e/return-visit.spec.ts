import { expect, type Page, type Route } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/demo-slugs.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { heldRequests } from "./support/held-requests.ts";
import { keptCatalogCount } from "./support/indexed-db.ts";
import { test } from "./support/page-guards.ts";

// The city demo portal's list, at /api/resources/ (a bare array, with the demo portal's headers).
const LIST = "**/api/resources/";

interface Summary {
  slug: string;
  name: string;
  _updated?: string;
}

function datasetsList(page: Page) {
  return page.getByRole("list", { name: "Datasets" });
}

async function firstVisit(page: Page): Promise<Summary[]> {
  const listed = page.waitForResponse((response) => response.url().endsWith("/api/resources/"));
  await page.goto("/");
  const list: Summary[] = await (await listed).json();
  await expect(datasetsList(page).getByRole("link").first()).toBeVisible();
  // The kept copy is written a moment after the list arrives (saving is throttled to once a second).
  await expect
    .poll(() => page.evaluate(() => indexedDB.databases().then((dbs) => dbs.map((db) => db.name))))
    .toContain("open-data-explorer");
  await page.waitForTimeout(1500);
  // The engine keeps the catalog itself, once the page's questions pause.
  await expect.poll(() => keptCatalogCount(page)).toBeGreaterThan(0);
  return list;
}

/** Answers the list with `change` applied to what the portal really sends. */
function changedPortal(change: (list: Summary[]) => Summary[]) {
  return async (route: Route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), "if-none-match": "" },
    });
    const list: Summary[] = await response.json();
    await route.fulfill({
      response,
      json: change(list),
      headers: { "content-type": "application/json" },
    });
  };
}

test("a repeat visit shows the kept catalog before the portal answers, then says it is up to date", async ({
  page,
}) => {
  const list = await firstVisit(page);
  const held = heldRequests();
  await page.route(LIST, held.hold);
  await page.reload();
  // The list request is held: what shows came from this browser.
  await expect(datasetsList(page).getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /datasets$/ })).toHaveText(
    `${list.length.toLocaleString("en")} datasets`,
  );
  const notice = page.getByRole("region", { name: "Since your last visit" });
  await expect(notice).toContainText("checking for changes");
  held.release();
  await expect(notice).toContainText("Up to date: nothing changed since your last visit");
});

test("a reload after the portal changed shows the change, counts it and filters to it", async ({
  page,
}) => {
  const list = await firstVisit(page);
  const renamed = list[3];
  const removed = list[4];
  expect(renamed && removed).toBeTruthy();
  await page.route(
    LIST,
    changedPortal((current) => [
      { ...current[0], slug: "brand-new-dataset", name: "A brand new dataset" } as Summary,
      ...current
        .filter((item) => item.slug !== removed?.slug)
        .map((item) =>
          item.slug === renamed?.slug ? { ...item, name: "Renamed by the portal" } : item,
        ),
    ]),
  );
  await page.reload();
  const notice = page.getByRole("region", { name: "Since your last visit" });
  await expect(notice).toContainText("1 new, 1 changed, 1 removed");
  await notice.getByRole("button", { name: "New and changed (2)" }).click();
  await expect(page).toHaveURL(/changes=any/);
  // Newest first: the new dataset carries the date of the portal's newest one.
  await expect(datasetsList(page).getByRole("link")).toHaveText([
    "A brand new dataset",
    "Renamed by the portal",
  ]);
  await expect(datasetsList(page).getByText("New since your last visit")).toHaveCount(1);
  await expect(datasetsList(page).getByText("Changed since your last visit")).toHaveCount(1);
  await notice.getByText(/^Removed since your last visit/).click();
  await expect(notice.getByRole("listitem").filter({ hasText: removed?.name ?? "" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The filter is in the URL: back shows the whole catalog again.
  await page.goBack();
  await expect(page.getByRole("status").filter({ hasText: /datasets$/ })).toHaveText(
    `${list.length.toLocaleString("en")} datasets`,
  );
});

test("a first visit's dataset comes preloaded with its page and is asked for once; its catalog's list is not preloaded; a repeat visit gets no preload", async ({
  page,
}) => {
  const path = `/p/novi-sad/datasets/${DEMO_SLUGS.table}`;
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(`/api/resource/${DEMO_SLUGS.table}`)) {
      asked.push(request.headers()["if-none-match"] ?? "unconditional");
    }
  });
  const first = await page.goto(path);
  expect(first?.headers().link).toBe(
    `</api/resource/${DEMO_SLUGS.table}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  // The app's own request took the preloaded answer: one request, not two.
  expect(asked).toEqual(["unconditional"]);
  // A catalog's page comes without its list: megabytes of it would share a slow line with the
  // page's code (server/data-preload.ts).
  const catalog = await page.request.get("/p/novi-sad/");
  expect(catalog.headers().link).toBeUndefined();
  // Once something is kept, the host is told (a cookie holding only "yes") and preloads no more:
  // what was kept is asked for conditionally, which a preload could not answer.
  await expect
    .poll(async () => (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`))
    .toContain("explorer_kept=yes");
  // Asked as a page reload would (with the context's cookie), not reloaded: a reload answered
  // 304 shows the first answer's headers.
  const again = await page.request.get(path);
  expect(again.headers().link).toBeUndefined();
});

test("an unchanged catalog costs a 304 on a repeat visit", async ({ page }) => {
  await firstVisit(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/resources/"));
  await page.reload();
  const response = await answer;
  expect(response.status()).toBe(304);
  expect(response.request().headers()["if-none-match"]).toBeTruthy();
});

test("a corrupted store is dropped and the catalog loads from the network", async ({ page }) => {
  await firstVisit(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("open-data-explorer");
        open.onsuccess = () => {
          const tx = open.result.transaction("query-cache", "readwrite");
          tx.objectStore("query-cache").put(
            '{"buster":"explorer-cache-v2","timestamp":1,"clientState":',
            "client",
          );
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  const listed = page.waitForResponse((response) => response.url().endsWith("/api/resources/"));
  await page.reload();
  expect((await listed).status()).toBe(200);
  await expect(datasetsList(page).getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Since your last visit" })).toHaveCount(0);
});

test("offline, a dataset opened before shows from what was kept, and one never opened says so", async ({
  page,
  context,
}) => {
  await page.goto("/");
  // The whole catalog, not its first rows while the rest arrive: the rows read are the rows clicked.
  await expect(page.getByRole("status").filter({ hasText: /^[\d,]+ datasets$/ })).toBeVisible();
  const links = datasetsList(page).getByRole("link");
  const [opened, never] = [links.nth(0), links.nth(1)];
  const openedName = (await opened.textContent()) ?? "";
  const neverName = (await never.textContent()) ?? "";
  await opened.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(openedName);
  await page.goBack();
  await expect(links.first()).toBeVisible();
  await context.setOffline(true);
  await datasetsList(page).getByRole("link", { name: openedName, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(openedName);
  await page.goBack();
  await datasetsList(page).getByRole("link", { name: neverName, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("This dataset is not available offline");
  await expect(page.getByRole("alert")).toContainText("It will load when you are back online");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(neverName);
});

test("a reader can forget what the browser kept; the next visit is a first one", async ({
  page,
}) => {
  await firstVisit(page);
  // Forgetting reloads the page: that load is the next visit, with nothing kept to start from.
  const listed = page.waitForResponse((response) => response.url().endsWith("/api/resources/"));
  await page.getByRole("button", { name: "Forget what is kept" }).click();
  expect((await listed).request().headers()["if-none-match"]).toBeUndefined();
  await expect(datasetsList(page).getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Since your last visit" })).toHaveCount(0);
});
