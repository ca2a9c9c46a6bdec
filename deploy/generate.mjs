// `npm run deploy:nginx`: writes the nginx server block a host includes, and the portals.json the
// browser reads, from the same portals (PORTALS_FILE, or PORTAL_URL with PORTAL_NAME) and the same
// security headers as `vite preview`. Node 20 cannot load TypeScript, so Vite's module runner does.
//
//   PORTALS_FILE=portals.json npm run deploy:nginx -- --root /srv/explorer --listen 80
//
// Options: --root (the built folder as nginx sees it; default: this checkout's dist/),
// --listen (default 8080), --out (default deploy/explorer.conf), --dist (where portals.json is
// written; default dist/), --brotli / --no-brotli (the host loads ngx_brotli, or not; by default,
// whether this machine's nginx has the module, as Debian's libnginx-mod-http-brotli-* installs it).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    root: { type: "string", default: resolve(root, "dist") },
    listen: { type: "string", default: "8080" },
    out: { type: "string", default: resolve(root, "deploy/explorer.conf") },
    dist: { type: "string", default: resolve(root, "dist") },
    brotli: { type: "boolean" },
  },
  allowNegative: true,
});

/** Debian's nginx has no brotli unless a libnginx-mod-http-brotli-* package enabled it. */
function nginxHasBrotli() {
  const enabled = "/etc/nginx/modules-enabled";
  if (!existsSync(enabled)) return false;
  return readdirSync(enabled).some((file) => file.includes("brotli"));
}

const inline = { configFile: false, logLevel: "error" };
const load = async (file) => (await runnerImport(resolve(root, file), inline)).module;
const { portalsFromEnv } = await load("server/portals-source.ts");
const { nginxServerBlock } = await load("server/nginx-config.ts");

let source;
try {
  source = portalsFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (source.demo) {
  console.error("Name the portals: PORTALS_FILE=portals.json (or PORTAL_URL=https://host/api).");
  process.exit(1);
}

const config = nginxServerBlock({
  root: values.root,
  listen: values.listen,
  portals: source.portals,
  brotli: values.brotli ?? nginxHasBrotli(),
});
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, config);
mkdirSync(values.dist, { recursive: true });
writeFileSync(resolve(values.dist, "portals.json"), `${JSON.stringify(source.portals, null, 2)}\n`);
console.log(
  `Wrote ${values.out} and ${resolve(values.dist, "portals.json")} (${source.portals.length} portals).`,
);
