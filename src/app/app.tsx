import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { Portals } from "./portals.ts";
import { PortalsProvider } from "./portals-context.tsx";
import { createQueryClient } from "./query-client.ts";
import { createRoutes } from "./routes.tsx";

/** The explorer for the portals the host configured (read at start, handed down as a value). */
export function App({ portals }: { portals: Portals }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient, portals)));
  return (
    <PortalsProvider portals={portals}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PortalsProvider>
  );
}
