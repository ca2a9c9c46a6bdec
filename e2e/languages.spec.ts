import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_SLUGS } from "../demo-portal/handler.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { KEPT_HEALTH, keepHealth } from "./support/health.ts";
import { EVERY_CASE, importWatched } from "./support/watched.ts";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("a reader whose browser prefers Serbian in Latin script", () => {
  test.use({ locale: "sr-Latn-RS" });

  test("searches, filters, opens a dataset and its API data, and meets an error, all in Serbian", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Latn");
    await expect(heading(page)).toHaveText("Skupovi podataka");
    await expect(page.getByRole("combobox", { name: "Jezik" })).toHaveValue("sr-Latn");
    const search = page.getByRole("searchbox", { name: "Pretraži skupove podataka" });
    await search.fill("budzet");
    await expect(
      page.getByRole("status").filter({ hasText: /skup(a|ova)? podataka/ }),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "Organizacija" })).toBeAttached();
    const results = page.getByRole("list", { name: "Skupovi podataka" });
    await expect(results.getByText(/ažurirano/).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/datasets/${DEMO_SLUGS.table}`);
    await expect(page.getByRole("table", { name: "Resursi" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Citiraj ovaj skup podataka" })).toBeVisible();
    await page.getByRole("link", { name: "API podaci" }).click();
    await expect(page.getByRole("region", { name: "API podaci" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/datasets/nepostojeci-skup-9f3k");
    await expect(heading(page)).toHaveText("Skup podataka nije pronađen");
    await expect(page.getByRole("alert")).toContainText("HTTP 404");
    await expect(page).toHaveTitle(/Skup podataka nije pronađen/);
  });
});

test.describe("a reader whose browser prefers Serbian (sr-RS)", () => {
  test.use({ locale: "sr-RS" });

  test("reads Cyrillic, switches to English in one step without losing the search, and keeps the choice", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Cyrl");
    await expect(heading(page)).toHaveText("Скупови података");
    const search = page.getByRole("searchbox", { name: "Претражи скупове података" });
    await search.fill("budzet");
    await expect(
      page.getByRole("status").filter({ hasText: /скуп(а|ова)? података/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: "Језик" }).selectOption("en");
    await expect(heading(page)).toHaveText("Datasets");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("searchbox", { name: "Search datasets" })).toHaveValue("budzet");
    await expect(page.getByRole("status").filter({ hasText: /datasets?$/ })).toBeVisible();

    await page.reload();
    await expect(heading(page)).toHaveText("Datasets");
    await page.goto("/?lang=sr-Latn");
    await expect(heading(page)).toHaveText("Skupovi podataka");
  });
});

/**
 * Words Intl writes itself (relative dates in the pseudo-locale's English formats), and names of
 * tools, which are the same in every language (the request snippets' curl, JavaScript fetch,
 * Python requests).
 */
const INTL_WORDS = [
  "days",
  "weeks",
  "months",
  "years",
  // "last year", "1 year ago": singular, now that the health page's own messages say "year" too.
  "year",
  "month",
  "week",
  "hours",
  "minutes",
  "yesterday",
  "last",
];
const TOOL_NAMES = ["curl", "fetch", "javascript", "python", "requests"];

/**
 * English words of the catalog: in the pseudo-locale every message is accented, so one of these
 * words in plain letters on a page is text that skipped the catalog. Words the demo portals' own
 * data uses (some of its descriptions are English) are not evidence, nor are Intl's own words.
 */
function englishVocabulary(dataWords: Set<string>): Set<string> {
  const po = readFileSync(join(import.meta.dirname, "../src/locales/en.po"), "utf8");
  const words = new Set<string>();
  for (const line of po.split("\n")) {
    if (!line.startsWith("msgid ")) continue;
    const text = line.slice(6).replace(/\{[^}]*\}|<\/?\d+>/g, " ");
    for (const word of text.match(/[A-Za-z]{4,}/g) ?? []) {
      if (word === word.toUpperCase() || /[a-z][A-Z]/.test(word)) continue;
      words.add(word.toLowerCase());
    }
  }
  for (const word of [...dataWords, ...INTL_WORDS, ...TOOL_NAMES]) words.delete(word.toLowerCase());
  return words;
}

async function leaks(page: Page, vocabulary: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Code (request snippets, scripts, raw answers) is not prose: it is the same in every language.
    const prose = document.body.cloneNode(true) as HTMLElement;
    for (const code of prose.querySelectorAll("pre, code")) code.remove();
    document.body.append(prose);
    prose.hidden = false;
    const text = prose.innerText;
    prose.remove();
    const out: string[] = [document.title, text];
    for (const element of document.querySelectorAll(
      "[aria-label], [title], [placeholder], [alt]",
    )) {
      // What assistive technology never reads (a chart's drawing, named by its own figure) is skipped.
      if (element.closest("[aria-hidden='true']")) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    // Addresses, file names and media types (application/json) are data, not words.
    const words = text.replace(/\S*[./:@]\S*/g, " ");
    for (const word of words.match(/\b[A-Za-z]{4,}\b/g) ?? []) {
      if (vocabulary.has(word.toLowerCase())) found.add(word);
    }
  }
  return [...found];
}

test.describe("the pseudo-locale", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every page's text went through the catalog, and nothing overflows at 360 px", async ({
    page,
    request,
  }) => {
    const data = JSON.stringify([
      await (await request.get("/api/resources/")).json(),
      await (await request.get(`/api/resource/${DEMO_SLUGS.table}`)).json(),
      await (await request.get("/portals.json")).json(),
      // All portals' health names the national portal's datasets and publishers too.
      await (await request.get("/portals/srbija/api/resources/")).json(),
    ]);
    const dataWords = new Set(data.match(/[A-Za-z]{4,}/g)?.map((word) => word.toLowerCase()));
    const vocabulary = englishVocabulary(dataWords);
    expect(vocabulary.size).toBeGreaterThan(100);
    const pages = [
      "/?lang=pseudo",
      "/?q=budzet&lang=pseudo",
      "/?q=zzzzqqq&lang=pseudo",
      `/datasets/${DEMO_SLUGS.table}?lang=pseudo`,
      `/datasets/${DEMO_SLUGS.table}/api?lang=pseudo`,
      `/datasets/${DEMO_SLUGS.table}/api?view=columns&lang=pseudo`,
      `/datasets/${DEMO_SLUGS.table}/api?view=chart&lang=pseudo`,
      `/datasets/${DEMO_SLUGS.table}/api?view=tree&lang=pseudo`,
      `/datasets/${DEMO_SLUGS.table}/api?view=raw&lang=pseudo`,
      `/datasets/${DEMO_SLUGS.protected}/api?lang=pseudo`,
      "/datasets/nepostojeci-skup-9f3k?lang=pseudo",
      "/no/such/page?lang=pseudo",
      "/watched?lang=pseudo",
      "/health?lang=pseudo",
      "/all/health?lang=pseudo",
    ];
    // Watched datasets with every kind of change, so the walk reads each of their sentences.
    await importWatched(page, EVERY_CASE);
    // A kept reading and link check with every case, so the walk reads each of their sentences.
    await keepHealth(page, "novi-sad", KEPT_HEALTH);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      await expect(heading(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await leaks(page, vocabulary), `English words on ${path}`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
