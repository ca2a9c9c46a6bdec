import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expect, test } from "./support/page-guards.ts";

/**
 * Network faults against the normal demo portal, injected with page.route. The guards also prove
 * that none of the main pages breaks the Content-Security-Policy served by `vite preview`.
 */

const detailUrl = (slug: string) => `**/api/resource/${encodeURIComponent(slug)}`;

test("the main pages load under the CSP with no violation, nosniff and a referrer policy", async ({
  page,
}) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByRole("list", { name: "Datasets" })).toBeVisible();
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await page.goto(`/datasets/${DEMO_SLUGS.htmlDescription}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  await expect(page.getByRole("region", { name: "API data" }).getByRole("table")).toBeVisible();
  await page.goto(`/datasets/${DEMO_SLUGS.geojson}/api`);
  await expect(page.getByRole("region", { name: "API data" })).toContainText("200");
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a 5xx is retried with backoff until it succeeds", async ({ page }) => {
  let calls = 0;
  await page.route(detailUrl(DEMO_SLUGS.table), (route) => {
    calls += 1;
    return calls <= 2
      ? route.fulfill({ status: 503, contentType: "text/plain", body: "busy" })
      : route.continue();
  });
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  expect(calls).toBe(3);
});

test("a 4xx is never retried", async ({ page }) => {
  let calls = 0;
  await page.route(detailUrl(DEMO_SLUGS.table), (route) => {
    calls += 1;
    return route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
  });
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dataset not found" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("404");
  expect(calls).toBe(1);
});

test("a network failure shows a readable alert with Try again, which recovers", async ({
  page,
}) => {
  let failing = true;
  await page.route(detailUrl(DEMO_SLUGS.table), (route) =>
    failing ? route.abort("connectionreset") : route.continue(),
  );
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not reach the portal");
  failing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
});

test("offline, the app says so and keeps what it shows", async ({ page, context }) => {
  await page.goto("/");
  const list = page.getByRole("list", { name: "Datasets" });
  await expect(list.getByRole("link").first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveText(
    "You are offline; showing what was already loaded.",
  );
  await expect(list.getByRole("link").first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
});

test("a failed background refresh keeps the list and says so, dismissibly", async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto("/");
  const list = page.getByRole("list", { name: "Datasets" });
  await expect(list.getByRole("link").first()).toBeVisible();
  await page.route("**/api/resources/**", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "database restarting" }),
  );
  // The list goes stale after five minutes; coming back online refreshes stale data.
  await page.clock.fastForward("06:00");
  await context.setOffline(true);
  await context.setOffline(false);
  const notice = page.getByRole("status").filter({ hasText: "Could not refresh" });
  await expect(notice).toContainText("500");
  await expect(notice).toContainText("database restarting");
  await expect(list.getByRole("link").first()).toBeVisible();
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await expect(list.getByRole("link").first()).toBeVisible();
});
