import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { type LastVisit, LastVisitProvider } from "./last-visit.tsx";
import type { Portals } from "./portals.ts";
import { PortalsProvider } from "./portals-context.tsx";
import { createRoutes } from "./routes.tsx";

interface AppProps {
  /** The portals the host configured, read at start and handed down as a value. */
  portals: Portals;
  /** The cache, already holding what the last visit kept. */
  queryClient: QueryClient;
  lastVisit: LastVisit;
}

export function App({ portals, queryClient, lastVisit }: AppProps) {
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient, portals)));
  return (
    <PortalsProvider portals={portals}>
      <LastVisitProvider value={lastVisit}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LastVisitProvider>
    </PortalsProvider>
  );
}
