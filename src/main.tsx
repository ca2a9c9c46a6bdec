import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { ConfigError } from "./app/config-error.tsx";
import { loadPortals } from "./app/portals.ts";
import { registerServiceWorkerWhenIdle } from "./app/service-worker.ts";
import "./app/styles.css";

const root = document.getElementById("root");
if (root) {
  const reactRoot = createRoot(root);
  // The portals are chosen at run time: read them before the first page asks one for data.
  loadPortals(window.location.origin).then(
    (portals) =>
      reactRoot.render(
        <StrictMode>
          <App portals={portals} />
        </StrictMode>,
      ),
    (error: unknown) =>
      reactRoot.render(
        <ConfigError message={error instanceof Error ? error.message : String(error)} />,
      ),
  );
  registerServiceWorkerWhenIdle();
}
