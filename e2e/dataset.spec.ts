import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openPreview } from "./support/preview.ts";

test("download all gives a curl script that saves every file into the dataset's folder", async ({
  page,
}) => {
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  const downloads = page.getByRole("table", { name: "Resources" }).getByRole("link", {
    name: /^Download /,
  });
  await expect(downloads.first()).toBeVisible();
  const hrefs = await downloads.evaluateAll((links) =>
    links.map((link) => (link instanceof HTMLAnchorElement ? link.href : "")),
  );
  expect(hrefs.length).toBeGreaterThan(1);
  await expect(page.getByRole("heading", { name: "Download all" })).toBeVisible();
  await expect(page.getByText(/^\d+ files, [\d.,]+ [KMG]?B in total/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download curl script (.sh)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("prostorni-plan-grada-splita-prilozi.sh");
  const script = await readFile(await download.path(), "utf8");
  const lines = script.trimEnd().split("\n");
  expect(lines[0]).toBe("#!/bin/sh");
  expect(lines).toContain("set -eu");
  expect(lines).toContain("dir='prostorni-plan-grada-splita-prilozi'");
  const curls = lines.filter((line) => line.startsWith("curl "));
  expect(curls).toHaveLength(hrefs.length);
  const names = new Set<string>();
  for (const [index, line] of curls.entries()) {
    const match =
      /^curl --fail --location --create-dirs -o "\$dir"\/'([^'/]+)' '(https?:\/\/[^']+)'$/.exec(
        line,
      );
    expect(match, line).not.toBeNull();
    expect(match?.[2]).toBe(hrefs[index]);
    names.add(match?.[1]?.toLowerCase() ?? "");
  }
  expect(names.size).toBe(curls.length);

  const [list] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download link list (.txt)" }).click(),
  ]);
  expect(await readFile(await list.path(), "utf8")).toBe(`${hrefs.join("\n")}\n`);
});

test("a CSV previews its first rows as a table, parsed off the main thread", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const panel = await openPreview(page, DEMO_SLUGS.csv, /^CSV$/);
  const table = panel.getByRole("table");
  await expect(table).toBeVisible();
  await expect(panel.getByRole("region", { name: /^First \d+ rows? of / })).toBeVisible();
  expect(await table.getByRole("columnheader").count()).toBeGreaterThan(1);
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
  expect(await table.getByRole("row").count()).toBeLessThanOrEqual(101);
  expect(workers.some((url) => url.includes("csv-preview"))).toBe(true);
  await expectNoAxeViolations(page);
  const key = new URL(page.url()).searchParams.get("preview");
  await panel.getByRole("button", { name: "Close preview" }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator(`[data-preview-for="${key}"]`)).toBeFocused();
});

test("an open preview lives in the URL: a reload or a shared link reopens it, Back closes it", async ({
  page,
}) => {
  const panel = await openPreview(page, DEMO_SLUGS.csv, /^CSV$/);
  await expect(panel.getByRole("table")).toBeVisible();
  const key = new URL(page.url()).searchParams.get("preview");
  expect(key).toBeTruthy();
  await page.reload();
  const reopened = page.getByRole("region", { name: /^Preview of / });
  await expect(reopened.getByRole("heading").first()).toBeFocused();
  // A shared link still asks before loading a big or unsized file, as a click would.
  const load = reopened.getByRole("button", { name: "Load the preview" });
  if (await load.isVisible()) await load.click();
  await expect(reopened.getByRole("table")).toBeVisible();

  const apiRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) apiRequests.push(r.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/datasets/${DEMO_SLUGS.csv}$`));
  await expect(reopened).toBeHidden();
  // Closing a preview is a URL change on the same page: the portal is not asked again.
  expect(apiRequests).toEqual([]);
  // Focus, which was in the panel, is back on the button that opened it.
  await expect(page.locator(`[data-preview-for="${key}"]`)).toBeFocused();

  await page.goto(`/datasets/${DEMO_SLUGS.csv}?preview=no-such-object`);
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Preview of / })).toHaveCount(0);
});

test("a JSON file previews in the same keyboard tree as API data", async ({ page }) => {
  const panel = await openPreview(page, DEMO_SLUGS.manyObjects, /^JSON$/);
  const tree = panel.getByRole("tree", { name: "JSON tree" });
  await expect(tree).toBeVisible();
  const root = tree.getByRole("treeitem").first();
  await expect(root).toHaveAttribute("aria-expanded", "true");
  expect(await tree.getByRole("treeitem").count()).toBeGreaterThan(1);
  await tree.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(root).toHaveAttribute("aria-expanded", "false");
  await expectNoAxeViolations(page);
});

test("a description carrying script and event-handler markup renders inertly", async ({ page }) => {
  await page.route("**/api/resource/**", async (route) => {
    const response = await route.fetch();
    const body: Record<string, unknown> = await response.json();
    body.description =
      '<p>Safe text stays.</p><img src=x onerror=window.__pwned=1><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">bad link</a>';
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/datasets/${DEMO_SLUGS.htmlDescription}`);
  await expect(page.getByText("Safe text stays.")).toBeVisible();
  await expect(page.getByText("bad link")).toBeVisible();
  await expect(page.getByRole("link", { name: "bad link" })).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, "__pwned"))).toBeUndefined();
  expect(await page.locator("main img").count()).toBe(0);
});

test("the portal's HTML description keeps its formatting and safe links", async ({ page }) => {
  await page.goto(`/datasets/${DEMO_SLUGS.htmlDescription}`);
  const link = page.getByRole("link", { name: "zagreb.hr/proracun" });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "proracun@zagreb.example" })).toHaveCount(0);
});

test("the citation names organization, dataset, portal, permalink and date retrieved", async ({
  page,
}) => {
  await page.goto(`/datasets/${DEMO_SLUGS.htmlDescription}`);
  const cite = page.getByRole("region", { name: "Cite this dataset" });
  const today = new Date().toISOString().slice(0, 10);
  const permalink = new URL(`/p/novi-sad/datasets/${DEMO_SLUGS.htmlDescription}`, page.url()).href;
  await expect(cite.getByText(/\[dataset\]/)).toHaveText(
    new RegExp(
      `^Grad Zagreb\\. Budžet Grada Zagreba 2024 \\[dataset\\]\\. Otvoreni podaci Novog Sada\\..* ${permalink.replace(/[.?]/g, "\\$&")} \\(retrieved ${today}\\)\\.$`,
    ),
  );
  await expect(cite.getByText(/^@misc\{/)).toContainText("title = {Budžet Grada Zagreba 2024}");
  await expect(page).toHaveTitle("Budžet Grada Zagreba 2024 · Otvoreni podaci Novog Sada");
  const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
  const data: { "@type": string; distribution: unknown[] } = JSON.parse(jsonLd ?? "{}");
  expect(data["@type"]).toBe("Dataset");
  expect(data.distribution.length).toBeGreaterThan(0);
});

test("copy link announces Link copied", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  const table = page.getByRole("table", { name: "Resources" });
  await table
    .getByRole("button", { name: /^Copy link / })
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText("Link copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https?:\/\//);
});

test("at 360 px the resources are cards: nothing scrolls sideways and every action is on screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/datasets/${DEMO_SLUGS.manyObjects}`);
  const table = page.getByRole("table", { name: "Resources" });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const actions = table.getByRole("link").or(table.getByRole("button"));
  expect(await actions.count()).toBeGreaterThan(12);
  for (const box of await actions.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON()),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  // Still a table to a screen reader, with its column headers.
  await expect(table.getByRole("columnheader")).toHaveCount(5);
  await expect(table.getByRole("cell", { name: /^Size / }).first()).toBeVisible();
  // The first Download is reachable by keyboard.
  const download = table.getByRole("link", { name: /^Download / }).first();
  await download.focus();
  await expect(download).toBeFocused();
});

test("a dataset opened after hovering its link needs no request after the click", async ({
  page,
}) => {
  await page.goto("/");
  const link = page.getByRole("list", { name: "Datasets" }).getByRole("link").first();
  const detail = page.waitForResponse((r) => r.url().includes("/api/resource/"));
  await link.hover();
  await detail;
  const requests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) requests.push(r.url());
  });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Resources" })).toBeVisible();
  expect(requests).toEqual([]);
});

test("recently viewed datasets appear on the catalog and can be cleared; back keeps the search", async ({
  page,
}) => {
  await page.goto("/?q=budzet");
  // The whole catalog, not its first rows while the rest arrive: the row read is the row clicked.
  await expect(page.getByRole("status").filter({ hasText: /^[\d,]+ datasets$/ })).toBeVisible();
  const results = page.getByRole("list", { name: "Datasets" });
  const first = results.getByRole("link").first();
  const name = ((await first.textContent()) ?? "").trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=budzet/);
  const recent = page.getByRole("list", { name: "Recently viewed" });
  await expect(recent.getByRole("link", { name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Clear recently viewed" }).click();
  await expect(recent).toHaveCount(0);
});
