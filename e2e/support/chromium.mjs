// Plain JavaScript so both the Playwright config (TypeScript) and `npm run bench` (Node, which
// cannot load TypeScript on Node 20) resolve the browser the same way.
import { existsSync } from "node:fs";

/**
 * Debian's Chromium when the machine has it (Playwright cannot download its own browsers here);
 * otherwise undefined, so Playwright falls back to a browser it installed itself.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => Boolean(path) && existsSync(path ?? ""));
}

/** Flags for a headless Chromium in a container with no GPU and no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
