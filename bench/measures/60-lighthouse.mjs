// Lighthouse (the npm package, with the machine's Chromium) on the catalog and a dataset page of
// the production set-up: the built app behind nginx, configured by deploy's generator, in front of
// the standalone demo portals at their default size (600 datasets each; the 10,000-dataset figures
// are the other modules'). Lighthouse's default mobile profile: a throttled phone on slow 4G.
// Each page is audited three times and its median run reported (LIGHTHOUSE_RUNS).
// lighthousePerformance, ...Accessibility, ...BestPractices, ...Seo are the lowest of the pages;
// each page's four scores are in the table, with the ids of the audits that failed.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../../e2e/support/chromium.mjs";

export const name = "lighthouse (production nginx)";

/** The city demo portal's well-known table dataset (DEMO_SLUGS.table in demo-portal/demo-slugs.ts). */
const DATASET = "linije-javnog-prevoza-novi-sad";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const FIGURE = {
  performance: "lighthousePerformance",
  accessibility: "lighthouseAccessibility",
  "best-practices": "lighthouseBestPractices",
  seo: "lighthouseSeo",
};

/** The simulated timings behind the performance score, per page (ms; CLS is unitless). */
const METRIC = {
  "first-contentful-paint": "lighthouseFcpMs",
  "largest-contentful-paint": "lighthouseLcpMs",
  "total-blocking-time": "lighthouseTbtMs",
  "speed-index": "lighthouseSpeedIndexMs",
  "cumulative-layout-shift": "lighthouseCls",
};

/** Loads per page; LIGHTHOUSE_RUNS=1 for a quick look. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * One Lighthouse run in a Chromium of its own, with a new profile: every run is a first visit.
 * (Lighthouse's own storage reset leaves IndexedDB, so a second run in the same browser would
 * find the catalog kept by the first.)
 */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    // Nothing leaves the machine: no host name resolves (the pages are on 127.0.0.1), on top of
    // the flags that turn off Chromium's own background traffic.
    chromeFlags: [
      "--headless=new",
      ...chromiumArgs,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  try {
    return await auditIn(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

async function auditIn(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  return lhr;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

function start(command, args, options) {
  return spawn(command, args, { stdio: "ignore", detached: true, ...options });
}

function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

export async function measure({ root, distDir }) {
  const base = Number(process.env.BENCH_PORT ?? 4390) + 40;
  const portalPort = base + 1;
  const work = mkdtempSync(join(tmpdir(), "explorer-lighthouse-"));
  const dist = join(work, "dist");
  cpSync(distDir, dist, { recursive: true });
  const portalsFile = join(work, "portals.json");
  writeFileSync(
    portalsFile,
    JSON.stringify([
      { id: "city", name: "Otvoreni podaci Novog Sada", api: `http://127.0.0.1:${portalPort}/api` },
      { id: "state", name: "Nacionalni portal", api: `http://127.0.0.1:${portalPort + 1}/api` },
    ]),
  );
  const portals = start("node", ["demo-portal/serve.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(portalPort), DEMO_DATASETS: "600" },
  });
  const nginx = start("node", ["e2e/support/nginx-server.mjs"], {
    cwd: root,
    env: { ...process.env, PORTALS_FILE: portalsFile, BUILD_OUT_DIR: dist, PORT: String(base) },
  });
  const origin = `http://127.0.0.1:${base}`;
  const pages = { catalog: `${origin}/p/city/`, dataset: `${origin}/p/city/datasets/${DATASET}` };
  const figures = {};
  try {
    await waitFor(`http://127.0.0.1:${portalPort}/api/`);
    await waitFor(`${origin}/portals.json`);
    const lowest = {};
    for (const [page, url] of Object.entries(pages)) {
      // Lighthouse's timings move by several points from one load to the next on the same build;
      // like Lighthouse CI, each page is loaded RUNS times and the run with the median
      // performance score is the one reported.
      const lhrs = [];
      for (let run = 0; run < RUNS; run++) lhrs.push(await audit(url));
      const performance = (lhr) => lhr.categories.performance?.score ?? 0;
      lhrs.sort((a, b) => performance(a) - performance(b));
      const lhr = lhrs[Math.floor(lhrs.length / 2)];
      figures[`lighthouseRuns_${page}`] = lhrs
        .map((r) => Math.round(performance(r) * 100))
        .join(" ");
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        figures[`${FIGURE[category]}_${page}`] = score;
        lowest[category] = Math.min(lowest[category] ?? 100, score);
        const failed = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failed.length > 0) figures[`lighthouseFailed_${page}_${category}`] = failed.join(" ");
      }
      for (const [audit, figure] of Object.entries(METRIC)) {
        const value = lhr.audits[audit]?.numericValue;
        if (value !== undefined) figures[`${figure}_${page}`] = Math.round(value * 1000) / 1000;
      }
      // The whole report, for finding what a score lost (git-ignored, beside the floor build).
      writeFileSync(join(root, ".bench", `lighthouse-${page}.json`), JSON.stringify(lhr));
      lhrs.forEach((run, i) => {
        writeFileSync(join(root, ".bench", `lighthouse-${page}-run${i}.json`), JSON.stringify(run));
      });
    }
    for (const category of CATEGORIES) figures[FIGURE[category]] = lowest[category];
  } finally {
    stop(nginx);
    stop(portals);
    rmSync(work, { recursive: true, force: true });
  }
  return figures;
}
