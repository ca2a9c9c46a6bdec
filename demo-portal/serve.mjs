// Standalone demo portals (for benchmarks, the production test behind nginx, or a separate dev
// server): `node demo-portal/serve.mjs`. Node 20 cannot run TypeScript itself (no
// --experimental-strip-types before 22.6), so Vite's module runner loads the handler.
// PORT (default 8787) serves the city portal at /api, NATIONAL_PORT (default PORT + 1, or any
// free port when PORT is 0) the national one; 0 for either means any free port, and each portal
// prints where it listens. DEMO_DATASETS and DEMO_SCENARIO are read from the environment.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const inline = { configFile: false, logLevel: "error" };
const { module: handlerModule } = await runnerImport(here("./handler.ts"), inline);
const { module: adapterModule } = await runnerImport(here("./node-adapter.ts"), inline);

/** One line on stderr and exit code 1: a mistake in how it was started needs no stack trace. */
function stop(message) {
  console.error(message);
  process.exit(1);
}

/** A port from the environment: a whole number from 0 (any free port) to 65535. */
function portFrom(name, fallback) {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65535) {
    stop(`${name} must be a port number from 0 to 65535, got "${text}".`);
  }
  return value;
}

const port = portFrom("PORT", 8787);
const nationalPort = portFrom("NATIONAL_PORT", port === 0 ? 0 : port + 1);

/** Listens, and says where; resolves once listening, so a port in use stops before the next. */
function serve(listenPort, options, label, variable) {
  const listener = adapterModule.toNodeListener(handlerModule.createDemoPortal(options));
  const server = createServer((request, response) => void listener(request, response));
  server.on("error", (error) => {
    const reason =
      error.code === "EADDRINUSE"
        ? "is already in use: stop what runs there, or choose another port"
        : `cannot be listened on (${error.message})`;
    stop(`${label} demo portal: port ${listenPort} on 127.0.0.1 ${reason} with ${variable}.`);
  });
  return new Promise((resolve) =>
    server.listen(listenPort, "127.0.0.1", () => {
      console.log(`${label} demo portal on http://127.0.0.1:${server.address().port}/api/`);
      resolve();
    }),
  );
}

await serve(port, {}, "City", "PORT");
await serve(nationalPort, { profile: "national", paging: "eve" }, "National", "NATIONAL_PORT");
