// The production set-up for the `production` Playwright project and the benchmark: the built app
// (BUILD_OUT_DIR) behind a real nginx on PORT, configured by the same generator a host uses, in
// front of the portals of PORTALS_FILE. Runs in the foreground until it is told to stop.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";
import { nginxExecutable } from "./nginx.mjs";

const root = resolve(import.meta.dirname, "../..");
const inline = { configFile: false, logLevel: "error" };
const load = async (file) => (await runnerImport(resolve(root, file), inline)).module;
const { portalsFromEnv } = await load("server/portals-source.ts");
const { nginxStandaloneConfig } = await load("server/nginx-config.ts");

const dist = resolve(root, process.env.BUILD_OUT_DIR ?? "dist");
const port = Number(process.env.PORT ?? 8080);
const { portals } = portalsFromEnv();
writeFileSync(join(dist, "portals.json"), `${JSON.stringify(portals, null, 2)}\n`);

const prefix = mkdtempSync(join(tmpdir(), "explorer-nginx-"));
for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, dir));
const conf = join(prefix, "nginx.conf");
writeFileSync(
  conf,
  nginxStandaloneConfig({
    root: dist,
    listen: `127.0.0.1:${port}`,
    portals,
    prefix,
    // Started as root (CI), the workers read and write as root: the folders here are private.
    user: process.getuid?.() === 0 ? "root" : undefined,
  }),
);

const nginx = nginxExecutable();
if (!nginx) {
  console.error("nginx is missing: run `sudo apt-get install nginx`.");
  process.exit(1);
}
const child = spawn(nginx, ["-p", prefix, "-c", conf], { stdio: ["ignore", "inherit", "inherit"] });
const stop = () => child.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
