import { expect, type Page } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/demo-slugs.ts";
import { heldRequests } from "./support/held-requests.ts";
import { test } from "./support/page-guards.ts";

// Every wait is announced to assistive technology (a role=status with text, or aria-busy on the
// region that waits), and a wait that ends in a time-out becomes an alert. Each request is held
// until the test has seen the wait, then let through: no sleeps.

const main = (page: Page) => page.locator("main#main");

test("the first load says it is loading, with its region busy", async ({ page }) => {
  const list = heldRequests();
  await page.route("**/api/resources/", list.hold);
  await page.goto("/");
  await expect(page.getByRole("status").filter({ hasText: "Loading the explorer…" })).toBeVisible();
  await expect(main(page)).toHaveAttribute("aria-busy", "true");
  list.release();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(main(page)).toHaveAttribute("aria-busy", "false");
});

test("a paged list says how much of it has come while its pages still arrive", async ({ page }) => {
  // The national demo portal pages Eve-style (25 a page); every page after the first is held.
  const pages = heldRequests();
  await page.route(
    (url) =>
      url.pathname.startsWith("/portals/srbija/") && Number(url.searchParams.get("page")) > 1,
    pages.hold,
  );
  await page.goto("/p/srbija/");
  await expect(main(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Loading the explorer…" })).toBeVisible();
  await expect(
    page.getByRole("progressbar", { name: /^Datasets read from .*: 25 of / }),
  ).toBeVisible();
  pages.release();
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

// The bytes of a one-answer list as they arrive are checked in src/api/client.test.ts.

test("opening a dataset says the page is loading, then moves focus to it", async ({ page }) => {
  await page.goto("/");
  const detail = heldRequests();
  await page.route(`**/api/resource/${DEMO_SLUGS.manyObjects}`, detail.hold);
  await page.goto(`/?q=${encodeURIComponent("prostorni plan splita")}`);
  await page
    .getByRole("list", { name: "Datasets" })
    .getByRole("link", { name: /Prostorni plan/ })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Loading the page…" })).toBeAttached();
  await expect(main(page)).toHaveAttribute("aria-busy", "true");
  detail.release();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Loading the page…" })).toHaveCount(0);
});

test("API data says it is asking the proxy until the answer comes", async ({ page }) => {
  const proxy = heldRequests();
  await page.route("**/api/proxy", proxy.hold);
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  const panel = page.getByRole("region", { name: "API data" });
  await expect(
    panel.getByRole("status").filter({ hasText: "Asking the portal’s proxy…" }),
  ).toBeVisible();
  proxy.release();
  await expect(panel.locator("dt", { hasText: "Status" }).locator("+ dd")).toHaveText("200");
});

test("a preview says it is loading until the file has come", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  const file = heldRequests();
  await page.route("**/uploads/**/*.csv", file.hold);
  await page
    .getByRole("table", { name: "Resources" })
    .getByRole("button", { name: /^Preview / })
    .first()
    .click();
  // The file claims 70 MB, so the panel asks first; the wait under test is the file's, which
  // begins with that answer (the panel's own code loading is another, shorter wait).
  const panel = page.getByRole("region", { name: /^Preview of / });
  await panel.getByRole("button", { name: "Load the preview" }).click();
  const waiting = panel.getByRole("status").filter({ hasText: /^Loading the preview of / });
  await expect(waiting).toBeVisible();
  file.release();
  await expect(waiting).toHaveCount(0);
  await expect(panel.getByRole("table").first()).toBeVisible();
});

test("a wait that ends in a time-out becomes an alert with Try again", async ({ page }) => {
  await page.clock.install();
  await page.route(`**/api/resource/${DEMO_SLUGS.table}`, () => undefined);
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  const alert = page.getByRole("alert");
  await expect(async () => {
    await page.clock.fastForward("00:21");
    await expect(alert).toContainText(/did not answer .* within 20 s/, { timeout: 1000 });
  }).toPass({ timeout: 25_000 });
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
});
