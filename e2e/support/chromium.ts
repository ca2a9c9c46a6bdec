import { existsSync } from "node:fs";

/**
 * Debian's Chromium when the machine has it (Playwright cannot download its own browsers here);
 * otherwise undefined, so Playwright falls back to a browser it installed itself.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path ?? ""));
}

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
