// @vitest-environment node

import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { afterInstall, installPlan, stopLine } from "./test-tools.mjs";

describe("installPlan", () => {
  it("does nothing when both tools are there", () => {
    expect(installPlan({ missing: [], apt: "" })).toEqual({ apt: null, download: false });
  });

  it("installs Debian's packages as root, or through sudo", () => {
    expect(installPlan({ missing: ["chromium", "nginx"], apt: "" }).apt).toEqual([
      ["apt-get", "update", "-qq"],
      ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium", "nginx"],
    ]);
    expect(installPlan({ missing: ["nginx"], apt: "sudo" }).apt?.[1]).toEqual([
      "sudo",
      "apt-get",
      "install",
      "-y",
      "-qq",
      "--no-install-recommends",
      "nginx",
    ]);
  });

  it("without apt, downloads Playwright's Chromium only when Chromium is all that is missing", () => {
    expect(installPlan({ missing: ["chromium"], apt: null })).toEqual({
      apt: null,
      download: true,
    });
    expect(installPlan({ missing: ["chromium", "nginx"], apt: null })).toEqual({
      apt: null,
      download: false,
    });
  });
});

describe("afterInstall", () => {
  it("goes on when nothing is missing any more", () => {
    expect(afterInstall({ missing: [], triedDownload: false })).toEqual({
      download: false,
      stop: null,
    });
  });

  it("tries the download when apt failed and only Chromium is left", () => {
    expect(afterInstall({ missing: ["chromium"], triedDownload: false }).download).toBe(true);
  });

  it("stops with one line naming the command", () => {
    const { stop } = afterInstall({ missing: ["chromium"], triedDownload: true });
    expect(stop).toBe(stopLine(["chromium"]));
    expect(stop).toContain("sudo apt-get install -y --no-install-recommends chromium`");
    expect(stop).toContain("npx playwright install chromium");
    expect(stopLine(["nginx"])).not.toContain("playwright");
    expect(stopLine(["chromium", "nginx"]).split("\n")).toHaveLength(1);
  });
});

describe("ensure-test-tools, the same whether or not this machine has the tools", () => {
  const script = resolve(import.meta.dirname, "ensure-test-tools.mjs");
  /** Any file that exists stands for an installed tool: the check only looks for the file. */
  const present = process.execPath;
  const run = (env: Record<string, string>) => {
    const { ENSURE_TOOLS_PRETEND_MISSING: _hidden, ...inherited } = process.env;
    return spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { ...inherited, ENSURE_TOOLS_DRY_RUN: "1", ...env },
    });
  };

  it("says nothing when both are there", () => {
    expect(run({ CHROMIUM_PATH: present, NGINX_PATH: present }).stdout).toBe("");
  });

  it("where apt can be used, installs what is missing before anything else", () => {
    const { stdout } = run({ ENSURE_TOOLS_PRETEND_MISSING: "chromium,nginx" });
    if (process.getuid?.() === 0) {
      expect(stdout).toContain(
        "would run: apt-get install -y -qq --no-install-recommends chromium nginx",
      );
    } else {
      expect(stdout).toMatch(/would run: sudo apt-get|The browser tests need chromium and nginx/);
    }
  });

  it("with no apt and no nginx, prints the one line and starts nothing", () => {
    const { stdout } = run({
      ENSURE_TOOLS_PRETEND_MISSING: "chromium,nginx",
      ENSURE_TOOLS_NO_APT: "1",
    });
    expect(stdout.trim()).toBe(stopLine(["chromium", "nginx"]));
  });

  it("with no apt and only Chromium missing, tries Playwright's download first", () => {
    const { stdout } = run({
      ENSURE_TOOLS_PRETEND_MISSING: "chromium",
      ENSURE_TOOLS_NO_APT: "1",
      NGINX_PATH: present,
    });
    expect(stdout).toContain("would run: npx --no-install playwright install chromium");
    expect(stdout.trim().split("\n").at(-1)).toBe(stopLine(["chromium"]));
  });
});

describe("npm test", () => {
  it("installs the browser tools before any step that could need them", async () => {
    const { readFile } = await import("node:fs/promises");
    const pkg = JSON.parse(await readFile(resolve(import.meta.dirname, "../package.json"), "utf8"));
    const steps: string[] = pkg.scripts.test.split("&&").map((step: string) => step.trim());
    expect(steps[0]).toBe("node scripts/ensure-test-tools.mjs");
  });
});
