// What `npm test` does when the machine lacks a tool of the browser suites (Chromium for
// Playwright, nginx for the production project): the decision alone, with no side effect, so it is
// tested on a machine that has both (scripts/test-tools.test.ts). scripts/ensure-test-tools.mjs
// carries it out.

/**
 * @typedef {"chromium" | "nginx"} Tool
 * @typedef {{ missing: Tool[], apt: "" | "sudo" | null }} Situation
 *   apt: "" as root, "sudo" where sudo asks no password, null where apt cannot be used.
 */

/**
 * The first attempt: Debian's packages when apt can be used; otherwise Playwright's own Chromium
 * download, which only helps when Chromium is all that is missing (nginx has no such download).
 * @param {Situation} situation
 * @returns {{ apt: string[][] | null, download: boolean }}
 */
export function installPlan({ missing, apt }) {
  if (missing.length === 0) return { apt: null, download: false };
  if (apt !== null) {
    const sudo = apt === "" ? [] : [apt];
    return {
      apt: [
        [...sudo, "apt-get", "update", "-qq"],
        [...sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", ...missing],
      ],
      download: false,
    };
  }
  return { apt: null, download: missing.length === 1 && missing[0] === "chromium" };
}

/**
 * What is still missing after the attempts: whether Playwright's download is worth a try (apt was
 * tried and failed, and only Chromium is left), and otherwise the one line that stops the suites.
 * @param {{ missing: Tool[], triedDownload: boolean }} after
 * @returns {{ download: boolean, stop: string | null }}
 */
export function afterInstall({ missing, triedDownload }) {
  if (missing.length === 0) return { download: false, stop: null };
  if (!triedDownload && missing.length === 1 && missing[0] === "chromium") {
    return { download: true, stop: null };
  }
  return { download: false, stop: stopLine(missing) };
}

/**
 * One line, saying exactly what to run.
 * @param {Tool[]} missing
 */
export function stopLine(missing) {
  const apt = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  const alternative = missing.includes("nginx")
    ? ""
    : " (or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium)";
  return `The browser tests need ${missing.join(" and ")}: run \`${apt}\`${alternative}, then npm test again.`;
}
