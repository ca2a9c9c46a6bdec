import { expect, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";

test("API data posts to the proxy and shows the records", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  const proxyRequest = page.waitForRequest(
    (r) => r.url().endsWith("/api/proxy") && r.method() === "POST",
  );
  await page.getByRole("link", { name: "API data" }).click();
  const request = await proxyRequest;
  expect(request.postDataJSON()).toEqual({ action: "fetch", type: "api", value: DEMO_SLUGS.table });
  const panel = page.getByRole("region", { name: "API data" });
  await expect(panel.getByRole("heading", { name: "API data" })).toBeFocused();
  await expect(panel.getByRole("table")).toBeVisible();
  expect(await panel.getByRole("row").count()).toBeGreaterThan(2);
  await expect(panel).toContainText("200");
});

test("the plain dataset page never calls the proxy", async ({ page }) => {
  let proxied = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/proxy")) proxied = true;
  });
  await page.goto(`/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  expect(proxied).toBe(false);
});

test("a protected API shows an alert with its status and a way to retry", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.protected}/api`);
  const alert = page.getByRole("region", { name: "API data" }).getByRole("alert");
  await expect(alert).toContainText("401");
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("a dataset that lists no API says so before asking, and asks the portal only when told", async ({
  page,
}) => {
  const proxied: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/proxy")) proxied.push(r.url());
  });
  await page.goto(`/datasets/${DEMO_SLUGS.noApi}/api`);
  const panel = page.getByRole("region", { name: "API data" });
  await expect(panel.getByRole("status")).toContainText("lists no API");
  await expect(panel.getByRole("alert")).toHaveCount(0);
  expect(proxied).toEqual([]);
  await panel.getByRole("button", { name: "Ask the portal anyway" }).click();
  await expect(panel.getByRole("alert")).toContainText("404");
  expect(proxied).toHaveLength(1);
});

test("a dataset's API data says which of its objects the API is", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.table}/api`);
  await expect(page.getByRole("region", { name: "API data" })).toContainText("The dataset's API:");
});
