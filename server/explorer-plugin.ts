import { existsSync, realpathSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Connect, Plugin, ResolvedConfig } from "vite";
import {
  createDemoPortal,
  type DemoPortalOptions,
  datasetsFromEnv,
  scenarioFromEnv,
} from "../demo-portal/handler.ts";
import { toNodeListener } from "../demo-portal/node-adapter.ts";
import { PORTALS_PATH, type PortalConfig, PortalsConfigError } from "../src/api/portals-config.ts";
import { type DataPreload, dataPreloadFor, dataPreloads } from "./data-preload.ts";
import { portalProxyMiddleware, proxiedPortals } from "./portal-proxy.ts";
import { DEMO_PORTALS, type PortalsSource, portalsFromEnv } from "./portals-source.ts";

/** The city demo portal's paths on the explorer's own host. */
function isDemoPortalPath(url: string | undefined): boolean {
  const path = (url ?? "").split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/uploads/");
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

interface DemoPortals {
  readonly portals: PortalConfig[];
  readonly middleware: Middleware;
  close(): void;
}

/**
 * The embedded demo portals: the city portal (bare array) answers `/api` and `/uploads` on the
 * explorer's own host; the national one (Eve pages) runs as a server of its own on a loopback
 * port, reached through the same proxy as any real portal. DEMO_SCENARIO=hostile makes the city
 * portal the hostile one and leaves it alone.
 */
async function startDemoPortals(options: DemoPortalOptions = {}): Promise<DemoPortals> {
  const scenario = options.scenario ?? scenarioFromEnv() ?? "normal";
  const datasets = options.datasets ?? datasetsFromEnv();
  const city = toNodeListener(createDemoPortal({ ...options, datasets, scenario }));
  const [cityConfig, nationalConfig] = DEMO_PORTALS;
  if (cityConfig === undefined || nationalConfig === undefined) throw new Error("two demo portals");
  const middleware: Middleware = (request, response, next) => {
    if (!isDemoPortalPath(request.url)) return next();
    void city(request, response);
  };
  if (scenario === "hostile") {
    return {
      portals: [{ ...cityConfig, name: "Hostile demo portal" }],
      middleware,
      close: () => undefined,
    };
  }
  const national = createServer(
    toNodeListener(createDemoPortal({ ...options, datasets, profile: "national", paging: "eve" })),
  );
  const port = await listen(national);
  return {
    portals: [cityConfig, { ...nationalConfig, api: `http://127.0.0.1:${port}/api` }],
    middleware,
    close: () => national.close(),
  };
}

/** `/portals.json`: what the browser reads at start, never cached (a host may change it). */
function portalsFileMiddleware(portals: readonly PortalConfig[]): Middleware {
  const body = `${JSON.stringify(portals, null, 2)}\n`;
  return (request, response, next) => {
    if ((request.url ?? "").split("?")[0] !== PORTALS_PATH) return next();
    response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.setHeader("Cache-Control", "no-cache");
    response.end(body);
  };
}

/** A first visit's page comes with its data preloaded, as nginx sends it (data-preload.ts). */
function dataPreloadMiddleware(preloads: readonly DataPreload[]): Middleware {
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const link = dataPreloadFor(preloads, path, request.headers.cookie);
      if (link !== null) response.setHeader("Link", link);
    }
    next();
  };
}

async function explorerMiddlewares(
  source: PortalsSource,
): Promise<{ proxy: Middleware; use: Middleware[]; close(): void }> {
  const demo = source.demo ? await startDemoPortals() : null;
  const portals = demo?.portals ?? [...source.portals];
  return {
    proxy: portalProxyMiddleware(proxiedPortals(portals)),
    use: [
      dataPreloadMiddleware(dataPreloads(portals)),
      portalsFileMiddleware(portals),
      ...(demo ? [demo.middleware] : []),
    ],
    close: () => demo?.close(),
  };
}

/** Vite's own command line, not a program or test that starts a server through its API. */
function startedByViteCli(): boolean {
  try {
    // npm runs it through the node_modules/.bin link.
    return /[\\/]vite[\\/]bin[\\/]vite\.js$/.test(realpathSync(process.argv[1] ?? ""));
  } catch {
    return false;
  }
}

/**
 * A mistake in how the server was started (the portals, the port) is one line on stderr and exit
 * code 1 from Vite's command line: Vite would bury it under "failed to load config" and a stack
 * trace. A program using Vite's API gets the error thrown instead, to handle as it sees fit.
 */
function stopOnConfigError(message: string, error: Error): never {
  if (startedByViteCli()) {
    console.error(message);
    process.exit(1);
  }
  throw error;
}

function readPortals(): PortalsSource {
  try {
    return portalsFromEnv();
  } catch (error) {
    if (error instanceof PortalsConfigError) stopOnConfigError(error.message, error);
    throw error;
  }
}

/** Where the server was told to listen, as `server` and `preview` options both say it. */
interface ListenOptions {
  readonly port?: number;
  readonly host?: string | boolean;
  readonly strictPort?: boolean;
}

type ListeningServer = Server | import("node:http2").Http2SecureServer | null;

/** A port in use with --strictPort (else Vite moves on to the next one itself). */
function stopWhenPortTaken(httpServer: ListeningServer, listen: ListenOptions | undefined) {
  httpServer?.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" || listen?.strictPort !== true) return;
    const host = typeof listen.host === "string" ? listen.host : "localhost";
    stopOnConfigError(
      `Port ${listen.port} on ${host} is already in use: stop what runs there, or choose another port with --port.`,
      error,
    );
  });
}

/** A Connect layer's function name: how Vite's own middlewares can be told apart. */
function layerIndex(stack: Connect.Server["stack"], name: string): number {
  return stack.findIndex(
    (layer) => typeof layer.handle === "function" && layer.handle.name === name,
  );
}

/**
 * Puts the proxy behind Vite's host check (allowedHosts, its DNS-rebinding guard) and request
 * check, yet ahead of its CORS middleware, which answers every OPTIONS with a 204 before any
 * plugin's: the proxy's rules (405 for OPTIONS, as nginx) then hold for every method. Vite mounts
 * CORS before the host check, so the host check moves up with the proxy; it only refuses earlier.
 */
function mountProxy(stack: Connect.Server["stack"], proxy: Middleware): void {
  const hostCheck = layerIndex(stack, "hostValidationMiddleware");
  const checks = hostCheck >= 0 ? stack.splice(hostCheck, 1) : [];
  const cors = layerIndex(stack, "corsMiddleware");
  const afterRequestCheck = layerIndex(stack, "viteRejectInvalidRequestMiddleware") + 1;
  const at = cors >= 0 ? cors : hostCheck >= 0 ? hostCheck : afterRequestCheck;
  stack.splice(at, 0, ...checks, { route: "", handle: proxy });
}

/**
 * The dev and preview servers' side of run-time portals: reads PORTALS_FILE / PORTAL_URL (or
 * starts the demo portals), serves `/portals.json`, and proxies every portal on another host
 * under `/portals/<id>/`. A bad portals file stops the server with the entry and the problem. A
 * build reads no portals: one build serves any.
 */
export function explorerServerPlugin(): Plugin {
  let source: PortalsSource | null = null;
  let config: ResolvedConfig | undefined;
  const mount =
    (options: () => ListenOptions | undefined) =>
    async (server: { middlewares: Connect.Server; httpServer: ListeningServer }) => {
      stopWhenPortTaken(server.httpServer, options());
      const { proxy, use, close } = await explorerMiddlewares(source ?? readPortals());
      mountProxy(server.middlewares.stack, proxy);
      for (const middleware of use) server.middlewares.use(middleware);
      server.httpServer?.on("close", close);
    };
  return {
    name: "explorer-portals",
    configResolved(resolved) {
      config = resolved;
      // Checked before anything is served, and before a dev server starts transforming.
      if (resolved.command === "serve") source = readPortals();
    },
    configureServer: mount(() => config?.server),
    configurePreviewServer(server) {
      // Vite checks this only when no plugin configures the preview server; ours does.
      const outDir = resolve(server.config.root, server.config.build.outDir);
      if (!existsSync(outDir)) {
        stopOnConfigError(
          `The build folder ${outDir} does not exist: run npm run build first.`,
          new Error(`${outDir} does not exist`),
        );
      }
      return mount(() => config?.preview)(server);
    },
  };
}
