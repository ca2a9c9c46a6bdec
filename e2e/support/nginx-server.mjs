// The production set-up for the `production` Playwright project and the benchmark: a copy of the
// built app (BUILD_OUT_DIR) behind a real nginx on PORT, configured by the same generator a host
// uses, in front of the portals of PORTALS_FILE, with the portals.json the browser reads written
// beside index.html from the same list. The configuration is checked with `nginx -t` first; nginx
// runs in the foreground (daemon off) until this process is told to stop, and its temporary
// folder goes with it. NGINX_ROOT serves that folder itself instead of a copy, so a test can deploy
// another release into it while pages are open (e2e/release.spec.ts).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runnerImport } from "vite";
import { nginxExecutable } from "./nginx.mjs";

const root = resolve(import.meta.dirname, "../..");
const inline = { configFile: false, logLevel: "error" };
const load = async (file) => (await runnerImport(resolve(root, file), inline)).module;
const { portalsFromEnv } = await load("server/portals-source.ts");
const { nginxStandaloneConfig } = await load("server/nginx-config.ts");

const nginx = nginxExecutable();
if (!nginx) {
  console.error("nginx is missing: run `sudo apt-get install nginx`.");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const { portals } = portalsFromEnv();
const prefix = mkdtempSync(join(tmpdir(), "explorer-nginx-"));
const dist = process.env.NGINX_ROOT ?? join(prefix, "html");
if (!process.env.NGINX_ROOT) {
  cpSync(resolve(root, process.env.BUILD_OUT_DIR ?? "dist"), dist, { recursive: true });
}
writeFileSync(join(dist, "portals.json"), `${JSON.stringify(portals, null, 2)}\n`);
for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, dir));

/**
 * BARE_HOST_PORT: the same build dropped onto the first portal's own host, as a portal's admin
 * would, with no portals.json: the host answers /api and /uploads itself (here, passed to that
 * portal) and everything else that is not a file, portals.json too, is index.html.
 */
function bareHostServer(listenPort) {
  const first = portals.find((portal) => !portal.api.startsWith("/"));
  if (!first) throw new Error("BARE_HOST_PORT needs a portal on another host in PORTALS_FILE");
  const origin = new URL(first.api).origin;
  const bare = join(prefix, "bare");
  cpSync(resolve(root, process.env.BUILD_OUT_DIR ?? "dist"), bare, { recursive: true });
  return `
  server {
    listen 127.0.0.1:${listenPort};
    root ${bare};
    location /api/ { proxy_pass ${origin}/api/; }
    location /uploads/ { proxy_pass ${origin}/uploads/; }
    location / { try_files $uri /index.html; }
  }
`;
}
const barePort = Number(process.env.BARE_HOST_PORT ?? 0);
const conf = join(prefix, "nginx.conf");
writeFileSync(
  conf,
  nginxStandaloneConfig({
    root: dist,
    listen: `127.0.0.1:${port}`,
    portals,
    prefix,
    // As root, nginx's workers would be `nobody`, who cannot read this private folder.
    user: process.getuid?.() === 0 ? "root" : undefined,
    moreServers: barePort > 0 ? bareHostServer(barePort) : "",
  }),
);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
const check = spawnSync(nginx, ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", conf], {
  encoding: "utf8",
});
if (check.status !== 0) {
  console.error(`nginx -t rejected ${conf}:\n${check.stderr}`);
  process.exit(1);
}

const child = spawn(nginx, ["-e", "stderr", "-p", prefix, "-c", conf], {
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => child.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
