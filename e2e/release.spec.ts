import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/page-guards.ts";

// The `release` project: a release deployed while a reader has the explorer open. Two builds of
// the project, the one every other project serves and a second stamped EXPLORER_RELEASE=e2e-next
// (so every chunk that imports the entry gets a new name, as with a real release), are put in turn
// into the folder a real nginx serves (deploy's generator, e2e/support/nginx-server.mjs), which
// answers 404 for the old hashed files once the new release is in.

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT ?? 4173);
const releasePort = Number(process.env.E2E_RELEASE_PORT ?? port + 40);
const firstBuild = join(root, `.e2e-dist-${port}`);
const nextBuild = join(root, `.e2e-dist-${port}-next`);
const NEXT = "e2e-next";
/** The standalone city demo portal of playwright.config.ts. */
const portalUrl = `http://127.0.0.1:${Number(process.env.E2E_PORTALS_FILE_PORT ?? port + 20) + 1}/api`;

let served = "";
let nginx: ChildProcess | undefined;

/** Deploys a build into the served folder the way a host does: the old files are gone after. */
function deploy(build: string) {
  for (const entry of readdirSync(served)) {
    if (entry !== "portals.json") rmSync(join(served, entry), { recursive: true, force: true });
  }
  cpSync(build, served, { recursive: true });
}

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${releasePort}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      env: { ...process.env, EXPLORER_RELEASE: NEXT, BUILD_OUT_DIR: nextBuild },
      stdio: "inherit",
    },
  );
  served = mkdtempSync(join(tmpdir(), "explorer-release-"));
  deploy(firstBuild);
  nginx = spawn(process.execPath, [join(root, "e2e/support/nginx-server.mjs")], {
    env: {
      ...process.env,
      NGINX_ROOT: served,
      PORT: String(releasePort),
      PORTAL_URL: portalUrl,
      PORTAL_NAME: "City portal",
      PORTALS_FILE: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${releasePort}/portals.json`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  if (served) rmSync(served, { recursive: true, force: true });
  rmSync(nextBuild, { recursive: true, force: true });
});

test.beforeEach(() => deploy(firstBuild));

/** Opens the catalog on the first release and returns its first dataset's name. */
async function openCatalog(page: Page): Promise<string> {
  await page.goto("/?q=budzet");
  const first = page.getByRole("list", { name: "Datasets" }).getByRole("link").first();
  await expect(first).toBeVisible();
  await expect(page.getByText(`Version ${NEXT}`)).toHaveCount(0);
  return (await first.textContent()) ?? "";
}

test.describe("without a service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("a dataset opened after a release loads the new release at its address", async ({
    page,
  }) => {
    const name = await openCatalog(page);
    deploy(nextBuild);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/datasets\/[^/?]+$/);
    await expect(page.getByText(`Version ${NEXT}`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?q=budzet$/);
    await expect(page.getByRole("searchbox", { name: "Search datasets" })).toHaveValue("budzet");
  });

  test("when the new release's code fails too, an alert offers Reload instead of a loop", async ({
    page,
  }) => {
    const name = await openCatalog(page);
    deploy(nextBuild);
    let refused = 0;
    await page.route(/\/assets\/dataset-route-[^/]+\.js$/, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.getByRole("link", { name, exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "could not load its code" });
    await expect(alert).toBeVisible();
    await expect(page.getByText(`Version ${NEXT}`)).toBeVisible();
    const refusedBefore = refused;
    await page.unroute(/\/assets\/dataset-route-[^/]+\.js$/);
    await alert.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(refusedBefore).toBeGreaterThan(0);
  });
});

test.describe("with a service worker in control", () => {
  test.use({ serviceWorkers: "allow" });

  test("the open tab keeps its release until the reader chooses the new one", async ({ page }) => {
    const name = await openCatalog(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) =>
          navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }),
        );
      }
    });
    deploy(nextBuild);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(`Version ${NEXT}`)).toHaveCount(0);

    // What the browser does by itself when a tab is shown again or after an hour.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const notice = page.getByRole("status").filter({ hasText: "A new version is available" });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await notice.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByText(`Version ${NEXT}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});
