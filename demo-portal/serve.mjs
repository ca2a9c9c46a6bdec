// Standalone demo portal (for benchmarks or a separate dev server): `node demo-portal/serve.mjs`.
// Node 20 cannot run TypeScript itself (no --experimental-strip-types before 22.6), so Vite's
// module runner loads the handler; PORT, DEMO_DATASETS and DEMO_SCENARIO are read from the environment.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const inline = { configFile: false, logLevel: "error" };
const { module: handlerModule } = await runnerImport(here("./handler.ts"), inline);
const { module: adapterModule } = await runnerImport(here("./node-adapter.ts"), inline);

const port = Number(process.env.PORT ?? 8787);
const handler = handlerModule.createDemoPortal();
const listener = adapterModule.toNodeListener(handler);
createServer((request, response) => void listener(request, response)).listen(port, () => {
  console.log(`Demo portal on http://localhost:${port}/api/`);
});
