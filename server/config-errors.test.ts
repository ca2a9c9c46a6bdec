// @vitest-environment node

import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A mistake in how a server was started reads as one sentence saying what is wrong and where,
// with no stack trace, and the command fails: the real commands, spawned as a person runs them.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITE = join(ROOT, "node_modules/vite/bin/vite.js");
const TIMEOUT_MS = 60_000;

interface Outcome {
  readonly status: number | null;
  /** What the command printed, less npm's own lines (its banner and its warnings). */
  readonly lines: string[];
}

function run(command: string, args: string[], env: Record<string, string>): Outcome {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: "utf8",
    timeout: TIMEOUT_MS,
    env: { ...process.env, PORTALS_FILE: "", PORTAL_URL: "", DEMO_DATASETS: "20", ...env },
  });
  const lines = `${result.stdout}\n${result.stderr}`
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^(npm warn|> )/.test(line));
  return { status: result.status, lines };
}

/** Exactly one line, the expected one, no stack frame, and a failed exit. */
function expectOneSentence(outcome: Outcome, sentence: RegExp): void {
  expect(outcome.lines).toHaveLength(1);
  expect(outcome.lines[0]).toMatch(sentence);
  expect(outcome.lines.join("\n")).not.toMatch(/^\s+at |Error:/m);
  expect(outcome.status).toBe(1);
}

let dir = "";
let held: Server;
let heldPort = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "explorer-config-"));
  writeFileSync(join(dir, "broken.json"), '[\n  {"id": "city",\n  "name" "City"}\n]\n');
  writeFileSync(join(dir, "cut.json"), '[\n  {"id": "city",\n  "name": }\n]\n');
  writeFileSync(join(dir, "object.json"), '{"id": "city", "name": "City", "api": "/api"}');
  writeFileSync(
    join(dir, "bad-entry.json"),
    JSON.stringify([
      { id: "city", name: "City", api: "https://city.example/api" },
      { id: "state", name: "State", api: "ftp://state.example/api" },
    ]),
  );
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
  heldPort = (held.address() as { port: number }).port;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => held.close(resolve));
});

describe("a bad portals file or PORTAL_URL", () => {
  it(
    "npm run preview: broken JSON names the file, the line and the column",
    () => {
      const file = join(dir, "broken.json");
      const outcome = run("npm", ["run", "preview", "--", "--port", "0"], { PORTALS_FILE: file });
      expectOneSentence(
        outcome,
        new RegExp(`^PORTALS_FILE ${file} is not valid JSON: .*\\(line 3 column 10\\)$`),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "vite preview: JSON that V8 quotes across lines still reads as one line",
    () => {
      const file = join(dir, "cut.json");
      const outcome = run("node", [VITE, "preview", "--port", "0"], { PORTALS_FILE: file });
      expectOneSentence(
        outcome,
        new RegExp(`^PORTALS_FILE ${file} is not valid JSON: .*"name": }`),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "vite preview: a file of the wrong shape says what it must be",
    () => {
      const file = join(dir, "object.json");
      const outcome = run("node", [VITE, "preview", "--port", "0"], { PORTALS_FILE: file });
      expectOneSentence(outcome, new RegExp(`^PORTALS_FILE ${file}: .*must be a JSON array`));
    },
    TIMEOUT_MS,
  );

  it(
    "vite (dev): a bad entry is named by its number and id",
    () => {
      const file = join(dir, "bad-entry.json");
      const outcome = run("node", [VITE, "--port", "0"], { PORTALS_FILE: file });
      expectOneSentence(
        outcome,
        new RegExp(
          `^PORTALS_FILE ${file}: entry 2 \\("state"\\): "api" must be an http\\(s\\) URL`,
        ),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "vite (dev): a missing file says it cannot be read",
    () => {
      const file = join(dir, "nowhere.json");
      const outcome = run("node", [VITE, "--port", "0"], { PORTALS_FILE: file });
      expectOneSentence(outcome, new RegExp(`^PORTALS_FILE ${file} cannot be read: ENOENT`));
    },
    TIMEOUT_MS,
  );

  it(
    "npm start: a PORTAL_URL that is not a URL",
    () => {
      const outcome = run("npm", ["start", "--", "--port", "0"], {
        PORTAL_URL: "data.example/api",
      });
      expectOneSentence(
        outcome,
        /^PORTAL_URL must be an http\(s\) URL such as https:\/\/host\/api, got "data\.example\/api"$/,
      );
    },
    TIMEOUT_MS,
  );
});

describe("a preview with nothing built", () => {
  it(
    "npm run preview names the missing folder",
    () => {
      const missing = join(dir, "no-build");
      const outcome = run("npm", ["run", "preview", "--", "--port", "0"], {
        BUILD_OUT_DIR: missing,
      });
      expectOneSentence(
        outcome,
        new RegExp(`^The build folder ${missing} does not exist: run npm run build first\\.$`),
      );
    },
    TIMEOUT_MS,
  );
});

describe("a port already in use", () => {
  const taken = (label: string) =>
    new RegExp(`^${label}port ${heldPort} on 127\\.0\\.0\\.1 is already in use: `, "i");

  it(
    "vite (dev) with --strictPort",
    () => {
      const args = [VITE, "--host", "127.0.0.1", "--port", String(heldPort), "--strictPort"];
      expectOneSentence(run("node", args, {}), taken(""));
    },
    TIMEOUT_MS,
  );

  it(
    "npm run preview with --strictPort",
    () => {
      const args = ["run", "preview", "--", "--host", "127.0.0.1", "--port", String(heldPort)];
      // Any folder will do as the build: the port is taken before a file is served.
      expectOneSentence(run("npm", [...args, "--strictPort"], { BUILD_OUT_DIR: dir }), taken(""));
    },
    TIMEOUT_MS,
  );

  it(
    "demo-portal/serve.mjs, and a PORT that is not a port",
    () => {
      const serve = join(ROOT, "demo-portal/serve.mjs");
      // NATIONAL_PORT=0 takes a free port; the national portal starts only after the city's.
      const inUse = run("node", [serve], { PORT: String(heldPort), NATIONAL_PORT: "0" });
      expectOneSentence(inUse, taken("City demo portal: "));
      expect(inUse.lines[0]).toMatch(/with PORT\.$/);
      const notAPort = run("node", [serve], { PORT: "80a" });
      expectOneSentence(notAPort, /^PORT must be a port number from 0 to 65535, got "80a"\.$/);
    },
    TIMEOUT_MS,
  );
});

describe("demo-portal/serve.mjs on port 0", () => {
  it(
    "serves both portals, each on a free port of its own, and says where",
    async () => {
      const child = spawn("node", [join(ROOT, "demo-portal/serve.mjs")], {
        cwd: ROOT,
        env: { ...process.env, PORT: "0", NATIONAL_PORT: "0", DEMO_DATASETS: "20" },
      });
      try {
        const lines = await new Promise<string[]>((resolve) => {
          let out = "";
          const done = () => resolve(out.split("\n").filter((line) => line !== ""));
          child.stdout.setEncoding("utf8");
          child.stdout.on("data", (chunk: string) => {
            out += chunk;
            if (out.includes("National demo portal on")) done();
          });
          child.on("exit", done);
          setTimeout(done, 20_000);
        });
        const ports = lines.map((line) =>
          /^(City|National) demo portal on http:\/\/127\.0\.0\.1:(\d+)\/api\/$/.exec(line),
        );
        expect(ports.map((match) => match?.[1])).toEqual(["City", "National"]);
        const [city, national] = ports.map((match) => Number(match?.[2]));
        expect(city).toBeGreaterThan(0);
        expect(national).toBeGreaterThan(0);
        expect(national).not.toBe(city);
        const answer = await fetch(`http://127.0.0.1:${national}/api/resources/`);
        expect(answer.status).toBe(200);
      } finally {
        child.kill();
      }
    },
    TIMEOUT_MS,
  );
});
