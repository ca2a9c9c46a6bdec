/**
 * Registers the offline service worker (built by vite-plugin-pwa into /sw.js) once the page is
 * idle, so it never competes with the first render or adds to the initial JavaScript. Absent in
 * `npm start`, where no worker is built.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker means no offline start, never a broken page: nothing to tell the reader.
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
