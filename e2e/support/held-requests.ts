import type { Route } from "@playwright/test";

/**
 * Requests held until the test lets them through: `page.route(url, held.hold)`, then, once the
 * test has seen what shows meanwhile, `held.release()`. No sleeps.
 */
export function heldRequests() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    hold: async (route: Route) => {
      await released;
      await route.continue();
    },
  };
}
