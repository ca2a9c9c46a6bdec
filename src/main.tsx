import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { lastVisitFrom } from "./app/last-visit.tsx";
import { loadPortals } from "./app/portals.ts";
import { createQueryClient } from "./app/query-client.ts";
import { registerServiceWorkerWhenIdle } from "./app/service-worker.ts";
import "./app/styles.css";

const root = document.getElementById("root");
if (root) {
  const reactRoot = createRoot(root);
  const queryClient = createQueryClient();
  // Before the first page asks a portal for data: which portals (chosen at run time), and what
  // this browser kept from the last visit (its own chunk, read from IndexedDB in the meantime).
  const kept = import("./app/persistence.ts")
    .then(({ keepQueryCache }) => keepQueryCache(queryClient))
    .catch(() => null);
  Promise.all([loadPortals(window.location.origin), kept]).then(
    ([portals, keeping]) =>
      reactRoot.render(
        <StrictMode>
          <App
            portals={portals}
            queryClient={queryClient}
            lastVisit={lastVisitFrom(queryClient, portals, keeping?.restoredFrom ?? null)}
          />
        </StrictMode>,
      ),
    async (error: unknown) => {
      const { ConfigError } = await import("./app/config-error.tsx");
      reactRoot.render(
        <ConfigError message={error instanceof Error ? error.message : String(error)} />,
      );
    },
  );
  registerServiceWorkerWhenIdle();
}
