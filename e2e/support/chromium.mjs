// Plain JavaScript so the Playwright config (TypeScript), `npm run bench` and the test-tools check
// (Node, which cannot load TypeScript on Node 20) resolve the browser the same way.
import { existsSync } from "node:fs";

/**
 * Debian's Chromium when the machine has it (Playwright cannot download its own browsers here);
 * otherwise undefined, so Playwright falls back to a browser it installed itself. Debian's
 * /usr/bin/chromium is a shell wrapper that prints a harmless "[: unexpected operator" line at
 * every launch; the binary behind it is launched directly when it is there.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/lib/chromium/chromium",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
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
