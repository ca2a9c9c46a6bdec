import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createDemoPortal, type PortalHandler } from "../../demo-portal/handler.ts";
import { fetchDatasetList } from "../api/datasets.ts";
import type { DatasetSummary } from "../api/types.ts";
import { TEST_PORTAL } from "./test-portals.ts";

/** Fixed, so "3 days ago" and every generated date read the same on every run. */
const DEMO_REFERENCE_TIME = Date.UTC(2026, 10, 22);

/**
 * The one demo portal the dev server mounts, here behind MSW: page tests exercise the real fetch
 * module, the real normalisers and the real answers (404s, 401s, odd bodies) instead of stubs.
 * Small enough to load in a few milliseconds; the well-known DEMO_SLUGS exist at any size.
 */
export const demoPortal: PortalHandler = createDemoPortal({
  datasets: 60,
  referenceTime: DEMO_REFERENCE_TIME,
  scenario: "normal",
  // The slow dataset should stay slow enough to be seen loading, not hold a test for its delay.
  slowDelayMs: 50,
});

const forward = ({ request }: { request: Request }) => demoPortal(request);

export const demoPortalServer = setupServer(
  http.all("*/api/*", forward),
  http.all("*/uploads/*", forward),
);

/**
 * Call at the top of a test file: the portal answers for every test; anything else fails loudly.
 * Not named use…: it is no React hook, and Biome would hold it to the rules of hooks.
 */
export function setupDemoPortal(): typeof demoPortalServer {
  beforeAll(() => demoPortalServer.listen({ onUnhandledRequest: "error" }));
  afterEach(() => demoPortalServer.resetHandlers());
  afterAll(() => demoPortalServer.close());
  return demoPortalServer;
}

/** The demo catalog as the app reads it, so tests derive names and counts instead of copying them. */
export async function demoCatalog(): Promise<readonly DatasetSummary[]> {
  return (await fetchDatasetList(TEST_PORTAL)).datasets;
}
