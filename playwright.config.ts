import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/support/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The hostile portal's server: its own port. */
const hostilePort = Number(process.env.E2E_HOSTILE_PORT ?? port + 10);
/**
 * One build for every server: the portals are chosen when a server starts, never at build time.
 * Playwright starts the web servers one after another, so the first builds and the rest serve it.
 */
const outDir = `.e2e-dist-${port}`;
const HOSTILE_SPECS = /hostile.*\.spec\.ts$/;
/**
 * A build made with no portal variable, previewed with PORTALS_FILE in front of the standalone
 * demo portals (node demo-portal/serve.mjs: the city one and, on the next port, the national one).
 */
const filePort = Number(process.env.E2E_PORTALS_FILE_PORT ?? port + 20);
const standalonePort = filePort + 1;
const PORTALS_FILE_SPECS = /portals-file\.spec\.ts$/;
/** The built app behind a real nginx (deploy's generator), in front of the same portals. */
const productionPort = Number(process.env.E2E_PRODUCTION_PORT ?? port + 30);
const PRODUCTION_SPECS = /production\.spec\.ts$/;
/** A release deployed under open tabs: its own nginx, on E2E_PORT + 40, serving two builds in turn. */
const RELEASE_SPECS = /release\.spec\.ts$/;
const portalsFile = join(tmpdir(), `explorer-e2e-portals-${filePort}.json`);
writeFileSync(
  portalsFile,
  JSON.stringify([
    { id: "city", name: "City portal", api: `http://127.0.0.1:${standalonePort}/api` },
    { id: "state", name: "State portal", api: `http://127.0.0.1:${standalonePort + 1}/api` },
  ]),
);
/**
 * Vite straight from node_modules, not through npx: each npx (and each nested `npm run`) repeats
 * npm's warnings about the machine's user config, which then bury the test output.
 */
const vite = `node ${join(import.meta.dirname, "node_modules/vite/bin/vite.js")}`;
const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs };

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    acceptDownloads: true,
    // page.route never sees what a service worker answers: specs that inject faults need the
    // network itself. e2e/offline.spec.ts allows the worker, as the point there is the worker.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [HOSTILE_SPECS, PORTALS_FILE_SPECS, PRODUCTION_SPECS, RELEASE_SPECS],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      // The same app against DEMO_SCENARIO=hostile: the worst a portal can send, and attacks.
      name: "hostile",
      testMatch: HOSTILE_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions,
        baseURL: `http://127.0.0.1:${hostilePort}`,
      },
    },
    {
      name: "portals-file",
      testMatch: PORTALS_FILE_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: `http://127.0.0.1:${filePort}` },
    },
    {
      name: "production",
      testMatch: PRODUCTION_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions,
        baseURL: `http://127.0.0.1:${productionPort}`,
      },
    },
    {
      name: "release",
      testMatch: RELEASE_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  webServer: [
    {
      // The built app on `vite preview`, with the same embedded demo portal `npm start` uses.
      command: `${vite} build --logLevel warn && ${vite} preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/api/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // DEMO_EDITS: the demo portals take a test's changes to their datasets (demo-portal/edits.ts).
      env: { DEMO_DATASETS: "600", DEMO_EDITS: "1", BUILD_OUT_DIR: outDir },
    },
    {
      command: `${vite} preview --host 127.0.0.1 --port ${hostilePort} --strictPort`,
      url: `http://127.0.0.1:${hostilePort}/api/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { DEMO_DATASETS: "600", DEMO_SCENARIO: "hostile", BUILD_OUT_DIR: outDir },
    },
    {
      command: "node demo-portal/serve.mjs",
      url: `http://127.0.0.1:${standalonePort}/api/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { DEMO_DATASETS: "300", PORT: String(standalonePort) },
    },
    {
      command: `${vite} preview --host 127.0.0.1 --port ${filePort} --strictPort`,
      url: `http://127.0.0.1:${filePort}/portals.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORTALS_FILE: portalsFile, BUILD_OUT_DIR: outDir },
    },
    {
      // nginx serves a copy of the build, with the portals.json the generator writes beside it.
      command: "node e2e/support/nginx-server.mjs",
      url: `http://127.0.0.1:${productionPort}/portals.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORTALS_FILE: portalsFile,
        BUILD_OUT_DIR: outDir,
        PORT: String(productionPort),
        // The build on a portal's own host with no portals.json (production.spec.ts).
        BARE_HOST_PORT: String(productionPort + 1),
      },
    },
  ],
});
