import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeAll } from "vitest";
import { createQueryClient } from "../app/query-client.ts";
import { createRoutes } from "../app/routes.tsx";
import type { Portals } from "../portals/portals.ts";
import { PortalsProvider } from "../portals/portals-context.tsx";
import { inEnglish } from "./english.tsx";
import { testPortals } from "./test-portals.ts";

// Pages run the catalog engine in this thread (jsdom has no workers), loading its code on first
// use: loaded before the first test, no first test of a file pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import("../catalog/engine.ts"), import("../catalog/kept-catalogs.ts")]);
}, 30_000);

/**
 * The production client (its cache callbacks, its defaults) with retries off: a failure shows at
 * once instead of after the client's back-off, and each test gets its own cache.
 */
function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

/** The app's real route tree at `path` in a memory router, as App mounts it in the browser. */
export function renderApp(
  path: string,
  options: { queryClient?: QueryClient; portals?: Portals } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const portals = options.portals ?? testPortals();
  const router = createMemoryRouter(createRoutes(queryClient, portals), { initialEntries: [path] });
  const view = render(
    inEnglish(
      <PortalsProvider portals={portals}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PortalsProvider>,
    ),
  );
  return { router, queryClient, view };
}

/** Mounts the app's real route tree at `path` with a retry-less client; cleanup() after each test. */
export function renderRoute(path: string, portals?: Portals) {
  return renderApp(path, { portals });
}
