import { whenIdle } from "../lib/when-idle.ts";
/**
 * Registers the offline service worker (built by vite-plugin-pwa into /sw.js) once the page is
 * idle, so it never competes with the first render or adds to the initial JavaScript. Absent in
 * `npm start`, where no worker is built.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller === null) {
    // On the first visit /portals.json was read before any worker ran, so the worker never kept
    // it: ask once more when it takes control, or the next start with no network has no portals.
    container.addEventListener(
      "controllerchange",
      () => void fetch("/portals.json", { cache: "no-store" }).catch(() => undefined),
      { once: true },
    );
  }
  const register = () => {
    container.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker means no offline start, never a broken page: nothing to tell the reader.
    });
  };
  if (document.readyState === "complete") whenIdle(register);
  else window.addEventListener("load", () => whenIdle(register), { once: true });
}
