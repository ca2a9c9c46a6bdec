import type { Page } from "@playwright/test";
import { HOSTILE_SLUGS as S } from "../demo-portal/hostile/hostile-slugs.ts";
import { expect, test } from "./support/page-guards.ts";

/**
 * The app against DEMO_SCENARIO=hostile (project "hostile"). Every test also proves, through the
 * guards, that nothing threw, no dialog opened, no CSP rule was broken and the canary stayed unset.
 */

test.use({ sanitizerScript: /\/assets\/safe-html-[\w-]+\.js:/ });

const datasetPath = (slug: string) => `/datasets/${encodeURIComponent(slug)}`;
const apiPath = (slug: string) => `${datasetPath(slug)}/api`;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function expectEveryLinkSafe(page: Page) {
  const links = await page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      protocol: (a as HTMLAnchorElement).protocol,
      href: a.getAttribute("href") ?? "",
      target: a.getAttribute("target"),
      rel: a.getAttribute("rel") ?? "",
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(["http:", "https:", "blob:"], link.href).toContain(link.protocol);
    if (link.target === "_blank") {
      expect(link.rel, link.href).toContain("noopener");
      expect(link.rel, link.href).toContain("noreferrer");
    }
  }
}

test.describe("catalog", () => {
  test("lists 50,000 datasets from 26 Eve pages, junk and repeats dropped", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "datasets" })).toHaveText(
      /^50[,.\s\u202f]?000 datasets$/,
      { timeout: 30_000 },
    );
    await expect(
      page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
    ).toBeVisible();
    await expectEveryLinkSafe(page);
  });

  test("shows names full of markup as text, and opens a dataset whose slug holds slashes", async ({
    page,
  }) => {
    await page.goto("/");
    const search = page.getByLabel("Search datasets");
    await search.fill("Script in every field");
    const results = page.getByRole("list", { name: "Datasets" });
    await expect(results.getByRole("link").first()).toContainText("<script>");
    await search.fill("Slug with slashes");
    await results.getByRole("link", { name: "Slug with slashes" }).click();
    await expect(heading(page)).toHaveText("Slug with slashes");
    expect(new URL(page.url()).pathname).toBe(datasetPath(S.slash));
  });
});

test.describe("dataset pages", () => {
  test("script in every field renders as text, and no dangerous link is clickable", async ({
    page,
  }) => {
    await page.goto(datasetPath(S.script));
    await expect(heading(page)).toContainText("Script in every field <script>");
    await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Resources" })).toContainText("javascript:");
    await expectEveryLinkSafe(page);
  });

  test("every date, size, format and link form shows, with only http(s) links", async ({
    page,
  }) => {
    await page.goto(datasetPath(S.everyForm));
    await expect(heading(page)).toHaveText("Every date, size, format and link form");
    await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
    await expect(page.getByText("1970")).toHaveCount(0);
    await expectEveryLinkSafe(page);
  });

  test("a one-megabyte description shows", async ({ page }) => {
    await page.goto(datasetPath(S.hugeDescription));
    await expect(heading(page)).toHaveText("A one-megabyte description");
  });

  for (const [key, name] of [
    ["objectsEmptyObject", "Objects sent as {}"],
    ["objectsNull", "Objects sent as null"],
    ["objectsKeyed", "Objects keyed by slug"],
    ["percent", "Slug with a percent sign"],
    ["spaces", "Slug with spaces"],
    ["nonLatin", "Slug in four scripts: 数据 данные δεδομένα dữ liệu"],
    ["markupSlug", "Slug made of markup"],
    ["jsonAsHtml", "Detail JSON served as text/html"],
  ] as const) {
    test(`${key}: shows the dataset`, async ({ page }) => {
      await page.goto(datasetPath(S[key]));
      await expect(heading(page)).toHaveText(name);
    });
  }

  test("a body that is not valid UTF-8 shows with replacement characters", async ({ page }) => {
    await page.goto(datasetPath(S.invalidUtf8));
    await expect(heading(page)).toContainText("Broken bytes: caf\uFFFD");
  });
});

test.describe("failing dataset pages explain themselves", () => {
  const cases: { key: keyof typeof S; h1: string | RegExp; says: RegExp }[] = [
    { key: "eve404", h1: "Dataset not found", says: /404/ },
    { key: "express404", h1: "Dataset not found", says: /404/ },
    { key: "plain400", h1: "Dataset not found", says: /400/ },
    { key: "flask500", h1: /./, says: /500.*server encountered an internal error/s },
    { key: "statusCode500", h1: /./, says: /500.*Database connection pool exhausted/s },
    { key: "unavailable", h1: /./, says: /503.*Upstream database restarting/s },
    { key: "eveErrorWith200", h1: /./, says: /Lookup failed behind a 200/ },
    { key: "htmlWith200", h1: /./, says: /HTML page came instead.*Portal under maintenance/s },
    { key: "truncated", h1: /./, says: /was cut off: the connection closed/ },
  ];
  for (const { key, h1, says } of cases) {
    test(`${key}: a readable alert in the frame`, async ({ page }) => {
      await page.goto(datasetPath(S[key]));
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(says);
      await expect(heading(page)).toHaveText(h1);
      await expect(page.getByRole("link", { name: "Back to the catalog" })).toBeVisible();
    });
  }

  test("a portal that never answers is ended by the client's timeout", async ({ page }) => {
    await page.clock.install();
    const asked = page.waitForRequest((request) => request.url().includes(S.hang));
    await page.goto(datasetPath(S.hang), { waitUntil: "commit" });
    await asked;
    const alert = page.getByRole("alert");
    // Three attempts (two retries) of 20 s each, with their backoff between.
    await expect(async () => {
      await page.clock.fastForward("00:25");
      await expect(alert).toContainText(/did not answer .* within 20 s/, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});

test.describe("API data panel", () => {
  const panel = (page: Page) => page.getByRole("region", { name: "API data" });

  test("records full of markup are shown as text", async ({ page }) => {
    await page.goto(apiPath(S.proxyScript));
    await expect(panel(page)).toContainText("<script>");
    await expectEveryLinkSafe(page);
  });

  test("JSON nested 10,000 levels deep shows as a tree and as raw text", async ({ page }) => {
    await page.goto(apiPath(S.deepJson));
    await expect(heading(page)).toHaveText("API answers JSON nested 10,000 levels deep");
    await expect(panel(page)).toContainText("10000");
    await panel(page).getByText("Raw", { exact: true }).click();
    await expect(panel(page)).toContainText('"depth": 10000');
    await panel(page).getByText("Tree", { exact: true }).click();
    await panel(page).getByLabel("Search keys and values").fill("bottom");
    await expect(page.getByRole("link", { name: "API data" })).toBeVisible();
  });

  for (const key of ["proxyInvalidUtf8", "proxyHtmlWith200", "proxyJsonAsHtml"] as const) {
    test(`${key}: the answer shows`, async ({ page }) => {
      await page.goto(apiPath(S[key]));
      await expect(panel(page)).toContainText("200");
      await expect(heading(page)).toBeVisible();
    });
  }

  test("an answer cut off mid-body is an alert with Try again", async ({ page }) => {
    await page.goto(apiPath(S.proxyTruncated));
    const alert = panel(page).getByRole("alert");
    await expect(alert).toContainText("was cut off");
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(heading(page)).toHaveText("API connection closes mid-body");
  });

  test("an upstream that never answers is ended by the 30 s proxy timeout", async ({ page }) => {
    await page.clock.install();
    const asked = page.waitForRequest((request) => request.url().endsWith("/api/proxy"));
    await page.goto(apiPath(S.proxyHang));
    await asked;
    const alert = panel(page).getByRole("alert");
    await expect(async () => {
      await page.clock.fastForward("00:31");
      await expect(alert).toContainText(/did not answer .* within 30 s/, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(heading(page)).toHaveText("API never answers");
  });
});

test.describe("with the CSP switched off", () => {
  // The sanitizer and the link rules alone must hold: the CSP is a second wall, not the only one.
  test.use({ bypassCSP: true });

  for (const key of [
    "script",
    "everyForm",
    "hugeDescription",
    "htmlWith200",
    "express404",
  ] as const) {
    test(`${key}: nothing runs`, async ({ page }) => {
      await page.goto(datasetPath(S[key]));
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole("link", { name: "Open data explorer" })).toBeVisible();
    });
  }

  test("records full of markup in the API panel: nothing runs", async ({ page }) => {
    await page.goto(apiPath(S.proxyScript));
    await expect(page.getByRole("region", { name: "API data" })).toContainText("<script>");
  });

  test("the catalog searched for markup: nothing runs", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Search datasets").fill("onerror");
    await expect(
      page.getByRole("list", { name: "Datasets" }).getByRole("link").first(),
    ).toBeVisible();
  });
});
