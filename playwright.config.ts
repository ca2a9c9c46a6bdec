import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/support/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The hostile portal's server: its own port and build dir, so both servers build side by side. */
const hostilePort = Number(process.env.E2E_HOSTILE_PORT ?? port + 10);
const hostileOutDir = process.env.E2E_HOSTILE_OUT_DIR ?? `.e2e-dist-hostile-${hostilePort}`;
const HOSTILE_SPECS = /hostile.*\.spec\.ts$/;
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
  },
  projects: [
    {
      name: "chromium",
      testIgnore: HOSTILE_SPECS,
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
  ],
  webServer: [
    {
      // The built app on `vite preview`, with the same embedded demo portal `npm start` uses.
      command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/api/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { DEMO_DATASETS: "600" },
    },
    {
      command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${hostilePort} --strictPort`,
      url: `http://127.0.0.1:${hostilePort}/api/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { DEMO_DATASETS: "600", DEMO_SCENARIO: "hostile", BUILD_OUT_DIR: hostileOutDir },
    },
  ],
});
