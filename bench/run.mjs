// `npm run bench`: builds the app and the bare floor app, serves the built app with the demo portal
// at DEMO_DATASETS=10000, runs every module of bench/measures in Chromium, and prints a table for
// people and, as its last line, one JSON object of all figures. Figures are reported as measured,
// never compared here: the budgets live in PRODUCT.md and bench/README.md.
import { execFileSync, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutable } from "../e2e/support/chromium.mjs";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4390);
const baseURL = `http://127.0.0.1:${port}`;
const datasets = process.env.DEMO_DATASETS ?? "10000";
// BENCH_ONLY=60,20 runs only the modules whose file names start so (for working on one figure).
const only = process.env.BENCH_ONLY?.split(",").map((prefix) => prefix.trim());

function run(cmd, args, env = {}) {
  execFileSync(cmd, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`server at ${url} did not start in ${timeoutMs} ms`);
}

console.error("building the app and the floor app…");
run("npx", ["vite", "build", "--logLevel", "warn"]);
run("npx", ["vite", "build", "--config", "bench/floor/vite.config.ts"]);

const server = spawn(
  "npx",
  ["vite", "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
  {
    cwd: root,
    env: { ...process.env, DEMO_DATASETS: datasets },
    stdio: "ignore",
    detached: true,
  },
);
const figures = {};
const rows = [];
let browser;
try {
  await waitFor(`${baseURL}/api/`, 60_000);
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const modules = readdirSync(join(root, "bench/measures"))
    .filter((f) => f.endsWith(".mjs"))
    .filter((f) => !only || only.some((prefix) => f.startsWith(prefix)))
    .sort();
  for (const file of modules) {
    const mod = await import(join(root, "bench/measures", file));
    console.error(`measuring ${mod.name}…`);
    const result = await mod.measure({
      browser,
      baseURL,
      root,
      datasets: Number(datasets),
      distDir: join(root, "dist"),
      floorDistDir: join(root, ".bench/floor"),
    });
    for (const [key, value] of Object.entries(result)) {
      figures[key] = value;
      rows.push([mod.name, key, value]);
    }
  }
} finally {
  await browser?.close();
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}

const width = Math.max(...rows.map(([, key]) => key.length));
console.log(`Benchmark at DEMO_DATASETS=${datasets}`);
for (const [, key, value] of rows) console.log(`  ${key.padEnd(width)}  ${value}`);
console.log(JSON.stringify(figures));
