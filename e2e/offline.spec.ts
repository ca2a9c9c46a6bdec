import type { Page } from "@playwright/test";
import { heldRequests } from "./support/held-requests.ts";
import { lookInStore } from "./support/indexed-db.ts";
import { expect, test } from "./support/page-guards.ts";

// The one spec that lets the service worker run (playwright.config.ts blocks it elsewhere, so
// page.route sees every request there).
test.use({ serviceWorkers: "allow" });

async function keptQueryCache(page: Page): Promise<string> {
  const kept = await lookInStore(page, "open-data-explorer", "query-cache", "client");
  return typeof kept === "string" ? kept : "";
}

test("with no network, the app starts, says it is offline and shows what this browser kept", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const datasets = page.getByRole("list", { name: "Datasets" });
  const first = datasets.getByRole("link").first();
  await expect(first).toBeVisible();
  // The worker registers once the first page is shown and the page is idle, precaches the build,
  // then takes control.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match("/portals.json")) !== undefined))
    .toBe(true);

  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const datasetUrl = page.url();
  const slug = decodeURIComponent(new URL(datasetUrl).pathname.split("/").at(-1) ?? "");
  // The dataset's own query is kept in IndexedDB (saved at most once a second) before the
  // network goes; its key ends in "detail" and the slug.
  await expect.poll(() => keptQueryCache(page)).toContain(`"detail",${JSON.stringify(slug)}`);

  await context.setOffline(true);
  const worker = context.serviceWorkers()[0];
  if (worker) {
    // The worker, too, has no network: what follows comes from what was kept, not the server.
    expect(
      await worker.evaluate(() =>
        fetch("/api/").then(
          () => "online",
          () => "offline",
        ),
      ),
    ).toBe("offline");
  }

  await page.goto("/");
  await expect(page.getByRole("searchbox", { name: "Search datasets" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveText(
    "You are offline; showing what was already loaded.",
  );
  await expect(datasets.getByRole("link", { name, exact: true }).first()).toBeVisible();
  // The kept catalog could not be checked: it must not claim to be up to date.
  const since = page.getByRole("region", { name: "Since your last visit" });
  await expect(since).toContainText("the portal could not be asked for changes");
  await expect(since).not.toContainText("Up to date");

  await page.goto(datasetUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("the offline worker registers once the first page is shown, not while its list arrives", async ({
  page,
}) => {
  const list = heldRequests();
  await page.route("**/api/resources/", list.hold);
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.goto("/");
  await expect(page.getByRole("status").filter({ hasText: "Loading the explorer…" })).toBeVisible();
  // The document's load has fired (the list is the catalog engine's fetch, not the document's) and
  // the page is idle. Registered then, as it once was, the worker would be there within a few
  // hundred milliseconds, precaching the build while the list arrives: this is that moment, twice.
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForTimeout(1500);
  expect(await registered()).toBe(false);
  list.release();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await expect.poll(registered, { timeout: 20_000 }).toBe(true);
});

test("the offline worker waits while the reader types, and registers once they pause", async ({
  page,
}) => {
  const registered = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search datasets" });
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  // A key every 400 ms or so for about 5 s: never the 2 s pause the worker waits for, though the
  // first page has been shown (and the page idle between keys) for more than twice that.
  for (const letter of "budget plans") {
    await box.press(letter === " " ? "Space" : letter);
    await page.waitForTimeout(400);
  }
  expect(await registered()).toBe(false);
  await expect.poll(registered, { timeout: 20_000 }).toBe(true);
});
test("the app is installable: a manifest with PNG icons, a maskable one, and a theme colour", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toMatch(/^#/);
  const manifest: { icons: { src: string; sizes: string; purpose?: string }[]; name: string } =
    await (await request.get(href ?? "")).json();
  expect(manifest.name).toBe("Open data explorer");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const body = await (await request.get(icon.src)).body();
    expect(body.subarray(1, 4).toString("latin1"), icon.src).toBe("PNG");
  }
});
