// Run by `npm test` before the browser suites: the machine needs a Chromium for Playwright and an
// nginx for the production project. What is missing is installed: Debian's packages when apt can
// be used (as root, or with sudo that asks no password), else Playwright's own Chromium download
// where the network allows it. When nothing works, one line says exactly what to run, and the
// suites do not start. The decision is scripts/test-tools.mjs. To try it on a machine that has
// both: ENSURE_TOOLS_PRETEND_MISSING=chromium,nginx hides what is there until an install has really
// run (so .ci/run walks the bare machine's path on every run, installing for real),
// ENSURE_TOOLS_NO_APT=1 acts as if apt could not be used, ENSURE_TOOLS_DRY_RUN=1 says what it would
// run instead (and keeps the tools hidden, as nothing was installed).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { chromiumExecutable } from "../e2e/support/chromium.mjs";
import { nginxExecutable } from "../e2e/support/nginx.mjs";
import { afterInstall, installPlan } from "./test-tools.mjs";

const dryRun = process.env.ENSURE_TOOLS_DRY_RUN === "1";
const pretend = new Set((process.env.ENSURE_TOOLS_PRETEND_MISSING ?? "").split(","));

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

/** Playwright's own Chromium, where it downloaded one before. */
function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function missingTools() {
  const missing = [];
  if (pretend.has("chromium") || !(chromiumExecutable() || playwrightChromium())) {
    missing.push("chromium");
  }
  if (pretend.has("nginx") || !nginxExecutable()) missing.push("nginx");
  return missing;
}

/** Runs a command with its errors shown; false when it fails. */
function attempt([command, ...args]) {
  if (dryRun) {
    console.log(`would run: ${[command, ...args].join(" ")}`);
    return true;
  }
  // Something was really installed: from now on only what the machine has counts.
  pretend.clear();
  return spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"] }).status === 0;
}

function download() {
  console.log("Downloading Playwright's own Chromium for the browser tests");
  attempt(["npx", "--no-install", "playwright", "install", "chromium"]);
}

const missing = missingTools();
if (missing.length > 0) {
  const plan = installPlan({ missing, apt: aptPrefix() });
  if (plan.apt) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests`);
    plan.apt.every(attempt);
  }
  if (plan.download) download();
  const next = afterInstall({ missing: missingTools(), triedDownload: plan.download });
  if (next.download) {
    download();
  }
  const last = next.download
    ? afterInstall({ missing: missingTools(), triedDownload: true })
    : next;
  if (last.stop) {
    console.log(last.stop);
    process.exit(dryRun ? 0 : 1);
  }
}
