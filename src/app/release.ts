import type { DataRouter } from "react-router-dom";

/**
 * Which release of the explorer this page runs: EXPLORER_RELEASE when the build was made, else the
 * commit it was built from (vite.config.ts).
 */
export const thisRelease: string = import.meta.env.EXPLORER_RELEASE ?? "dev";

/**
 * What the page knows of releases: it runs the current one; a newer one is out (the service
 * worker holds it waiting, or a chunk of this one is gone from the host); or it reloaded onto the
 * newest already and its code still failed to load, so only the reader can decide to try again.
 */
export type ReleaseState = "current" | "newer" | "stranded";

/**
 * A reload made for a failed chunk within this long of the last one is not made again: the host
 * is broken rather than newer, and reloading would loop.
 */
export const RELOAD_GUARD_MS = 30_000;
const RELOADED_AT = "explorer:reloaded-for-release";

/** What a failed chunk load leads to, given when (if ever) the page last reloaded for one. */
export function afterChunkFailure(lastReloadAt: number | null, now: number): "reload" | "stranded" {
  return lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < RELOAD_GUARD_MS
    ? "stranded"
    : "reload";
}

export interface ReleaseWatch {
  subscribe(listener: () => void): () => void;
  state(): ReleaseState;
  /** The waiting service worker's way to the newer release; set by the worker's registration. */
  offerUpdate(apply: () => void): void;
  /** The reader's Reload: onto the newer release, at the same URL. */
  reload(): void;
}

interface Surroundings {
  target: Pick<Window, "addEventListener" | "location">;
  storage: Pick<Storage, "getItem" | "setItem">;
  /** Leaves the page for `href`, loading the host's current release. */
  go(href: string): void;
  now(): number;
  /** Offline, a chunk that fails is the network's doing, not a release's. */
  online(): boolean;
}

/** This tab's session storage, or a note in memory where the browser refuses site data. */
function tabStorage(): Surroundings["storage"] {
  try {
    return window.sessionStorage;
  } catch {
    const kept = new Map<string, string>();
    return {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => kept.set(key, value),
    };
  }
}

const browser = (): Surroundings => ({
  target: window,
  storage: tabStorage(),
  go: (href) => window.location.assign(href),
  now: Date.now,
  online: () => navigator.onLine,
});

/**
 * A release deployed under an open tab removes the hashed chunks that tab still asks for. When one
 * fails to load (Vite's `vite:preloadError`, for a route's code, its styles or a panel's), the page
 * loads the host's current release where the reader was going: at once when a navigation waits
 * for that code, otherwise at the next navigation, with the newer release said meanwhile. Once
 * within RELOAD_GUARD_MS, so a host that keeps failing shows an alert instead of a loop.
 */
export function watchReleases(router: DataRouter, around: Surroundings = browser()): ReleaseWatch {
  const listeners = new Set<() => void>();
  let state: ReleaseState = "current";
  let applyUpdate: (() => void) | null = null;
  let chunksGone = false;
  let leaving = false;

  const set = (next: ReleaseState) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const leaveFor = (href: string) => {
    leaving = true;
    try {
      around.storage.setItem(RELOADED_AT, String(around.now()));
    } catch {
      // A full or refused storage only loses the loop guard's note, never the reload.
    }
    // The page is left: its router must not finish the navigation (pushing the URL as an error
    // page) before the browser does, or Back would lead to that entry instead of the last page.
    router.dispose();
    around.go(href);
  };
  const pendingHref = () => {
    const { location } = router.state.navigation;
    return location ? router.createHref(location) : null;
  };

  around.target.addEventListener("vite:preloadError", () => {
    if (leaving || !around.online()) return;
    const last = Number(around.storage.getItem(RELOADED_AT) ?? Number.NaN);
    if (afterChunkFailure(Number.isFinite(last) ? last : null, around.now()) === "stranded") {
      set("stranded");
      return;
    }
    const href = pendingHref();
    if (href !== null) leaveFor(href);
    else if (!chunksGone) {
      chunksGone = true;
      set("newer");
      // Only now: the router hands its first state to its first subscriber, which must be the
      // page's RouterProvider, not this.
      router.subscribe(() => {
        const next = pendingHref();
        if (!leaving && next !== null) leaveFor(next);
      });
    }
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    offerUpdate(apply) {
      applyUpdate = apply;
      if (state === "current") set("newer");
    },
    reload() {
      if (applyUpdate && !chunksGone) applyUpdate();
      else leaveFor(around.target.location.href);
    },
  };
}
