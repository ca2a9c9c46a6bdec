import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import {
  createDemoPortal,
  type DemoPortalOptions,
  datasetsFromEnv,
  scenarioFromEnv,
} from "./handler.ts";
import { toNodeListener } from "./node-adapter.ts";

export function isDemoPortalPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  const path = url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/uploads/");
}

function demoPortalMiddleware(options: DemoPortalOptions): Connect.NextHandleFunction {
  // Built when the server starts, once per server, so every request sees the same catalog.
  const listener = toNodeListener(
    createDemoPortal({
      ...options,
      datasets: options.datasets ?? datasetsFromEnv(),
      scenario: options.scenario ?? scenarioFromEnv(),
    }),
  );
  return (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    if (!isDemoPortalPath(request.url)) return next();
    void listener(request, response);
  };
}

/** Answers `/api` and `/uploads` from the embedded demo portal in `vite` and `vite preview`. */
export function demoPortalPlugin(options: DemoPortalOptions = {}): Plugin {
  return {
    name: "demo-portal",
    configureServer(server) {
      server.middlewares.use(demoPortalMiddleware(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoPortalMiddleware(options));
    },
  };
}
