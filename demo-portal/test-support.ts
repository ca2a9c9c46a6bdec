import { createDemoPortal, type DemoPortalOptions } from "./handler.ts";

export const TEST_REFERENCE_TIME = Date.UTC(2026, 10, 22);
const ORIGIN = "http://portal.test";

export function testPortal(options: DemoPortalOptions = {}) {
  const handler = createDemoPortal({
    datasets: 200,
    referenceTime: TEST_REFERENCE_TIME,
    slowDelayMs: 5,
    ...options,
  });
  return {
    get: (path: string, init?: RequestInit) => handler(new Request(`${ORIGIN}${path}`, init)),
    proxy: (body: unknown, query = "") =>
      handler(
        new Request(`${ORIGIN}/api/proxy${query}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
  };
}

export function proxyBody(slug: string) {
  return { action: "fetch", type: "api", value: slug };
}
