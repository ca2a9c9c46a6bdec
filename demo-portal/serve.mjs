// Standalone demo portals (for benchmarks, the production test behind nginx, or a separate dev
// server): `node demo-portal/serve.mjs`. Node 20 cannot run TypeScript itself (no
// --experimental-strip-types before 22.6), so Vite's module runner loads the handler.
// PORT (default 8787) serves the city portal at /api, NATIONAL_PORT (default PORT + 1) the
// national one; DEMO_DATASETS and DEMO_SCENARIO are read from the environment.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const inline = { configFile: false, logLevel: "error" };
const { module: handlerModule } = await runnerImport(here("./handler.ts"), inline);
const { module: adapterModule } = await runnerImport(here("./node-adapter.ts"), inline);

const port = Number(process.env.PORT ?? 8787);
const nationalPort = Number(process.env.NATIONAL_PORT ?? port + 1);

function serve(listenPort, options, label) {
  const listener = adapterModule.toNodeListener(handlerModule.createDemoPortal(options));
  createServer((request, response) => void listener(request, response)).listen(
    listenPort,
    "127.0.0.1",
    () => console.log(`${label} demo portal on http://127.0.0.1:${listenPort}/api/`),
  );
}

serve(port, {}, "City");
if (nationalPort > 0) serve(nationalPort, { profile: "national", paging: "eve" }, "National");
