import type { ReleaseWatch } from "./release.ts";

/** How often an open tab asks whether a newer release is out, besides when it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long the reader leaves the keyboard and pointer be before the offline copy is made. */
const READER_QUIET_MS = 2000;

/**
 * Calls `work` once the reader has neither pressed a key nor a pointer for `quietMs`. The offline
 * copy (the worker fetching and storing the build, 1.3 MB) takes the processor the page and its
 * catalog worker share: begun as the first page showed, it fell under the first keys a reader
 * types, and the second to fourth painted in up to 44 ms, against 20 with no worker
 * (bench/README.md).
 */
function whenReaderPauses(work: () => void, quietMs = READER_QUIET_MS): void {
  const inputs = ["keydown", "pointerdown"] as const;
  const done = () => {
    for (const type of inputs) document.removeEventListener(type, restart, true);
    work();
  };
  let timer = setTimeout(done, quietMs);
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(done, quietMs);
  }
  for (const type of inputs)
    document.addEventListener(type, restart, { capture: true, passive: true });
}

/**
 * Registers the offline service worker (built by vite-plugin-pwa into /sw.js). Loaded by main.tsx
 * once the first page is on screen and the browser is idle, so neither it nor this module competes
 * with the first page's data and render or adds to the initial JavaScript; it registers once the
 * reader pauses (whenReaderPauses). Absent in `npm start`, where no worker is built. A newer
 * release's worker waits until the reader chooses Reload (vite-plugin-pwa's prompt flow, told to
 * the release watch), so an open tab keeps running the release it started with.
 */
export function registerServiceWorker(releases: ReleaseWatch): void {
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
  const register = async () => {
    const { registerSW } = await import("virtual:pwa-register");
    const update = registerSW({
      onNeedRefresh: () =>
        releases.offerUpdate(() => {
          // vite-plugin-pwa reloads only where a worker controlled the page when it registered;
          // a first visit's tab, claimed later, is reloaded here once the new worker takes over.
          container.addEventListener("controllerchange", () => window.location.reload(), {
            once: true,
          });
          void update(true);
        }),
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        const check = () => void registration.update().catch(() => undefined);
        setInterval(check, UPDATE_CHECK_MS);
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") check();
        });
      },
      // No worker means no offline start, never a broken page: nothing to tell the reader.
      onRegisterError: () => undefined,
    });
  };
  whenReaderPauses(() => void register().catch(() => undefined));
}
