import { expect } from "@playwright/test";
import { DEMO_SLUGS, NATIONAL_SLUGS } from "../demo-portal/demo-slugs.ts";
import { downloadedBytes } from "./support/download.ts";
import { test } from "./support/page-guards.ts";
import { proxyChecks } from "./support/proxy-checks.ts";

// The `production` project: the built app behind a real nginx configured by deploy's generator
// (e2e/support/nginx-server.mjs), in front of the standalone demo portals. The page guards fail
// every test on a CSP violation, an uncaught exception or a dialog.

test("nginx serves the catalog, a dataset and its API data through the portals' proxy", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/p\/city\/$/);
  const list = page.getByRole("list", { name: "Datasets" });
  await expect(list.getByRole("link").first()).toBeVisible();
  await expect(page).toHaveTitle("Datasets · City portal");
  await page.goto(`/p/city/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Linije javnog gradskog prevoza Grada Novog Sada",
  );
  await expect(page).toHaveTitle("Linije javnog gradskog prevoza Grada Novog Sada · City portal");
  await page.getByRole("link", { name: "API data" }).click();
  const panel = page.getByRole("region", { name: "API data" });
  await expect(panel.locator("dt", { hasText: "Status" }).locator("+ dd")).toHaveText("200");
});

test("React DOM's renderer is asked for with the page, not once the boot script runs", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  const { renderer, parsed } = await page.evaluate(() => ({
    renderer: performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/renderer-[\w-]+\.js$/.test(entry.name))?.startTime,
    parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .domInteractive,
  }));
  // Module scripts run once the document is parsed: a renderer asked for by the boot script's
  // import() would start after that. index.html's modulepreload asks for it while parsing.
  expect(renderer).toBeDefined();
  expect(renderer).toBeLessThan(parsed);
});

test("a deep link reloads: every app path that is not a file is index.html", async ({ page }) => {
  await page.goto(`/p/state/datasets/${NATIONAL_SLUGS.census}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Попис становништва 2022 — становништво по општинама",
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Попис становништва 2022 — становништво по општинама",
  );
});

test("a download through nginx is byte for byte the portal's file", async ({ page, request }) => {
  const portals: { id: string; api: string }[] = await (await request.get("/portals.json")).json();
  const state = portals.find((portal) => portal.id === "state");
  await page.goto(`/p/state/datasets/${NATIONAL_SLUGS.census}`);
  const link = page
    .getByRole("table", { name: "Resources" })
    .getByRole("link", { name: /^Download / })
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/portals\/state\/uploads\//);
  const downloaded = await downloadedBytes(page, link);
  const direct = await request.get(
    `${new URL(state?.api ?? "").origin}${href.slice("/portals/state".length)}`,
  );
  expect(direct.status()).toBe(200);
  const bytes = Buffer.from(await direct.body());
  expect(bytes.length).toBeGreaterThan(0);
  expect(downloaded.equals(bytes)).toBe(true);
});

test("nginx sends the security headers, compresses the list and caches by kind of file", async ({
  request,
}) => {
  const page = await request.get("/p/city/", { headers: { "accept-encoding": "gzip" } });
  const headers = page.headers();
  expect(headers["content-type"]).toContain("text/html");
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers.server).toBe("nginx");
  // A first visit's dataset page comes with its dataset preloaded; a catalog's list, which can be
  // megabytes, is not (server/data-preload.ts); a browser that kept data gets no preload.
  expect(headers.link).toBeUndefined();
  const datasetPath = `/p/city/datasets/${DEMO_SLUGS.table}`;
  const dataset = await request.get(datasetPath);
  expect(dataset.headers().link).toBe(
    `</portals/city/api/resource/${DEMO_SLUGS.table}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  const returning = await request.get(datasetPath, { headers: { cookie: "explorer_kept=yes" } });
  expect(returning.headers().link).toBeUndefined();

  const html = await page.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const script = await request.get(asset ?? "", { headers: { "accept-encoding": "gzip" } });
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("gzip");
  expect(script.headers()["content-security-policy"]).toContain("default-src 'self'");

  const portals = await request.get("/portals.json");
  expect(portals.headers()["cache-control"]).toBe("no-cache");

  const list = await request.get("/portals/city/api/resources/", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(list.status()).toBe(200);
  expect(["gzip", "br"]).toContain(list.headers()["content-encoding"]);
  expect(list.headers()["content-security-policy"]).toBeDefined();
  const missing = await request.get("/assets/no-such-file.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["x-content-type-options"]).toBe("nosniff");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("User-agent: *");
});

test("the build on a portal's own host, with no portals.json, reads that host's /api", async ({
  page,
  baseURL,
}) => {
  // e2e/support/nginx-server.mjs serves it on the next port: /api is the city portal's.
  const bare = `http://127.0.0.1:${Number(new URL(baseURL ?? "").port) + 1}`;
  const file = await page.request.get(`${bare}/portals.json`);
  expect(file.headers()["content-type"]).toContain("text/html");
  await page.goto(`${bare}/`);
  const host = new URL(bare).host;
  await expect(page).toHaveTitle(`Datasets · ${host}`);
  await expect(
    page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
  ).toBeVisible();
  await page.goto(`${bare}/datasets/${DEMO_SLUGS.table}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Linije javnog gradskog prevoza Grada Novog Sada",
  );
  await expect(page).toHaveTitle(`Linije javnog gradskog prevoza Grada Novog Sada · ${host}`);
});

proxyChecks("nginx");
