import { createPortal, type Portal } from "../api/portal.ts";
import type { PortalConfig } from "../api/portals-config.ts";
import { createPortals, type Portals } from "../portals/portals.ts";

/** The one portal most tests talk to: the demo portal on the page's own host, at /api. */
export const TEST_PORTAL_CONFIG: PortalConfig = {
  id: "demo",
  name: "Demo open data portal",
  api: "/api",
};

export const TEST_PORTAL: Portal = createPortal(TEST_PORTAL_CONFIG, window.location.origin);

/** The portals a rendered app serves: by default just TEST_PORTAL. */
export function testPortals(configs: readonly PortalConfig[] = [TEST_PORTAL_CONFIG]): Portals {
  return createPortals(configs, window.location.origin);
}
