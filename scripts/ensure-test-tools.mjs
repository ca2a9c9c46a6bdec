// Run by `npm test` before the browser suites: the machine needs a Chromium for Playwright and an
// nginx for the production project. What is missing is installed: Debian's packages when apt can
// be used (as root, or with sudo that asks no password), else Playwright's own Chromium download
// where the network allows it. When neither works, one line says exactly what to run, and the
// suites do not start. For trying the decision on a machine that has both: ENSURE_TOOLS_DRY_RUN=1
// only says what it would do, ENSURE_TOOLS_PRETEND_MISSING=chromium,nginx hides what is there, and
// ENSURE_TOOLS_NO_APT=1 acts as if apt could not be used.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { chromiumExecutable } from "../e2e/support/chromium.mjs";
import { nginxExecutable } from "../e2e/support/nginx.mjs";

const dryRun = process.env.ENSURE_TOOLS_DRY_RUN === "1";

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

/** "" as root, "sudo" where sudo asks no password, null where apt cannot be used. */
function aptPrefix() {
  if (process.env.ENSURE_TOOLS_NO_APT === "1") return null;
  if (!succeeds("sh", ["-c", "command -v apt-get"])) return null;
  if (process.getuid?.() === 0) return "";
  return succeeds("sudo", ["-n", "true"]) ? "sudo" : null;
}

function aptInstall(prefix, packages) {
  const run = (args) => {
    const [command, ...rest] = prefix ? [prefix, ...args] : args;
    if (dryRun) return console.log(`would run: ${[command, ...rest].join(" ")}`);
    execFileSync(command, rest, { stdio: ["ignore", "ignore", "inherit"] });
  };
  console.log(`Installing Debian's ${packages.join(" and ")} for the browser tests`);
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages]);
}

/** Playwright's own Chromium, where it downloaded one before. */
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const pretend = new Set((process.env.ENSURE_TOOLS_PRETEND_MISSING ?? "").split(","));
const hasChromium = () =>
  !pretend.has("chromium") && Boolean(chromiumExecutable() || playwrightChromium());
const hasNginx = () => !pretend.has("nginx") && Boolean(nginxExecutable());

const needs = [];
if (!hasChromium()) needs.push("chromium");
if (!hasNginx()) needs.push("nginx");

if (needs.length > 0) {
  const prefix = aptPrefix();
  if (prefix !== null) {
    aptInstall(prefix, needs);
  } else if (needs.includes("chromium") && !needs.includes("nginx") && !dryRun) {
    console.log("apt cannot be used here: trying Playwright's own Chromium download");
    if (!succeeds("npx", ["playwright", "install", "chromium"])) {
      console.log(
        "No Chromium for the browser tests: run `sudo apt-get install chromium nginx` (or `npx playwright install chromium`), or set CHROMIUM_PATH.",
      );
      process.exit(1);
    }
  } else {
    console.log(
      `Missing ${needs.join(" and ")} for the browser tests: run \`sudo apt-get install ${needs.join(" ")}\`${needs.includes("chromium") ? " (or `npx playwright install chromium`, or set CHROMIUM_PATH)" : ""}.`,
    );
    process.exit(dryRun ? 0 : 1);
  }
}
if (!dryRun) {
  const missing = [...(hasChromium() ? [] : ["chromium"]), ...(hasNginx() ? [] : ["nginx"])];
  if (missing.length > 0) {
    console.log(`Still missing ${missing.join(" and ")} after installing: see the lines above.`);
    process.exit(1);
  }
}
