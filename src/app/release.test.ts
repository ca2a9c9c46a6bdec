import { createMemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { afterChunkFailure, RELOAD_GUARD_MS, watchReleases } from "./release.ts";

/** A page at /catalog whose /datasets/x waits for `open()`: a navigation the test holds. */
function setUp(storage = new Map<string, string>(), now = 1_000_000, online = true) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: "/catalog", element: null },
      { path: "/datasets/:slug", element: null, loader: () => opened.then(() => null) },
    ],
    { initialEntries: ["/catalog?q=budget"] },
  );
  const target = Object.assign(new EventTarget(), {
    location: { href: "https://explorer.test/catalog?q=budget" } as Location,
  });
  const go = vi.fn<(href: string) => void>();
  const watch = watchReleases(router, {
    target,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    go,
    now: () => now,
    online: () => online,
  });
  const chunkFails = () => target.dispatchEvent(new Event("vite:preloadError"));
  return { router, watch, go, chunkFails, storage, open };
}

describe("afterChunkFailure", () => {
  it("reloads when the page never reloaded for a release, or did so long ago", () => {
    expect(afterChunkFailure(null, 5_000)).toBe("reload");
    expect(afterChunkFailure(1_000, 1_000 + RELOAD_GUARD_MS)).toBe("reload");
  });

  it("stops at the second failure within the guard, and trusts no stamp from the future", () => {
    expect(afterChunkFailure(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe("stranded");
    expect(afterChunkFailure(9_000, 1_000)).toBe("reload");
  });
});

describe("watchReleases", () => {
  it("loads the new release where a waiting navigation was going", async () => {
    const { router, watch, go, chunkFails, open } = setUp();
    void router.navigate("/datasets/budget-2024?preview=0");
    await vi.waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    chunkFails();
    chunkFails();
    expect(go.mock.calls).toEqual([["/datasets/budget-2024?preview=0"]]);
    expect(watch.state()).toBe("current");
    // The router is done: it never commits the navigation the browser now makes.
    open();
    await new Promise((settled) => setTimeout(settled, 20));
    expect(router.state.location.pathname).toBe("/catalog");
  });

  it("with no navigation waiting, says a newer release is out and loads it at the next one", async () => {
    const { router, watch, go, chunkFails } = setUp();
    const heard = vi.fn();
    watch.subscribe(heard);
    chunkFails();
    expect(watch.state()).toBe("newer");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
    void router.navigate("/datasets/roads");
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith("/datasets/roads"));
  });

  it("after a reload for a release, a second failure is an alert rather than a loop", async () => {
    const storage = new Map<string, string>();
    const first = setUp(storage, 1_000_000);
    void first.router.navigate("/datasets/roads");
    await vi.waitFor(() => expect(first.router.state.navigation.state).toBe("loading"));
    first.chunkFails();
    expect(first.go).toHaveBeenCalledTimes(1);

    const reloaded = setUp(storage, 1_000_000 + 5_000);
    void reloaded.router.navigate("/datasets/roads");
    await vi.waitFor(() => expect(reloaded.router.state.navigation.state).toBe("loading"));
    reloaded.chunkFails();
    expect(reloaded.watch.state()).toBe("stranded");
    expect(reloaded.go).not.toHaveBeenCalled();
    reloaded.watch.reload();
    expect(reloaded.go).toHaveBeenCalledWith("https://explorer.test/catalog?q=budget");
  });

  it("leaves the router's first state to the page, its first subscriber", async () => {
    // A router hands the state its first loaders settle to whoever subscribes first.
    const router = createMemoryRouter([{ path: "/", element: null, loader: async () => null }]);
    watchReleases(router, {
      target: new EventTarget() as unknown as Window,
      storage: { getItem: () => null, setItem: () => undefined },
      go: vi.fn(),
      now: () => 0,
      online: () => true,
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const page = vi.fn();
    router.subscribe(page);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("offline, a chunk that fails is the network's, and nothing is said of releases", async () => {
    const { router, watch, go, chunkFails } = setUp(new Map(), 1_000_000, false);
    void router.navigate("/datasets/roads");
    await vi.waitFor(() => expect(router.state.navigation.state).toBe("loading"));
    chunkFails();
    expect(go).not.toHaveBeenCalled();
    expect(watch.state()).toBe("current");
  });

  it("a waiting service worker is offered, and Reload hands over to it", () => {
    const { watch, go } = setUp();
    const apply = vi.fn();
    watch.offerUpdate(apply);
    expect(watch.state()).toBe("newer");
    watch.reload();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });
});
