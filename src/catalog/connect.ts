import { answerLane, laneName } from "./answer-lane.ts";
import type { CatalogEngineCalls, ListEnd } from "./types.ts";

/** The engine's worker stopped (its code could not load, or it failed): its catalogs are gone. */
class CatalogEngineLost extends Error {
  override name = "CatalogEngineLost";
}

/**
 * The catalog engine, as the page calls it: in a module worker of its own, through Comlink; it
 * fetches the lists itself, so their bytes never pass through this thread. The worker starts at
 * once; Comlink's code loads beside it rather than with the first page's, and calls made before it
 * is in wait for it, in order. Where there are no workers (the page tests' jsdom) the same engine
 * runs in this thread, loaded on first use; browsers without module workers are not a target (see
 * README).
 *
 * Should the worker stop, every call waiting on it, and every later one, fails with
 * CatalogEngineLost instead of waiting for ever; `onLost` is told when a worker that had answered
 * stops (one that never did, say whose code is gone after a release, is not restarted in a loop).
 */
export function connectCatalogEngine(onLost: () => void = () => undefined): CatalogEngineCalls {
  if (typeof Worker === "undefined") return inThisThread();
  const lane = laneName();
  const worker = new Worker(new URL("./catalog.worker.ts", import.meta.url), {
    type: "module",
    name: lane,
  });
  const link = import("comlink").then((comlink) => ({
    ...comlink,
    remote: comlink.wrap<CatalogEngineCalls>(worker),
    // A page of results comes back on its own lane, in time for the frame of the key that asked.
    quick: comlink.wrap<Pick<CatalogEngineCalls, "results">>(answerLane(lane, "page")),
  }));
  type Link = Awaited<typeof link>;
  let answered = false;
  let stopped: CatalogEngineLost | null = null;
  let stop: (error: CatalogEngineLost) => void = () => undefined;
  const lost = new Promise<never>((_, reject) => {
    stop = reject;
  });
  lost.catch(() => undefined);
  const lose = (why: string) => {
    if (stopped) return;
    stopped = new CatalogEngineLost(`The catalog engine stopped: ${why}`);
    worker.terminate();
    stop(stopped);
    if (answered) onLost();
  };
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    // A worker whose script could not be fetched says nothing: after a release its code is gone,
    // which the release watch (app/release.ts) hears of as of any chunk of the page's.
    if (!event.message) window.dispatchEvent(new Event("vite:preloadError"));
    lose(event.message || "its code could not be loaded");
  });
  worker.addEventListener("messageerror", () => lose("an answer could not be read"));
  const ask = async <T>(question: (link: Link) => Promise<T>): Promise<T> => {
    const answer = await Promise.race([link.then(question), lost]);
    answered = true;
    return answer;
  };
  return {
    // The listener is called back across the threads: progress, and the first datasets.
    readList: (start, listener) =>
      ask<ListEnd>(({ remote, proxy }) => remote.readList(start, proxy(listener))),
    cancelList: (read) => ask(({ remote }) => remote.cancelList(read)),
    results: (scope, query) => ask(({ quick }) => quick.results(scope, query)),
    // Answers asked ahead come back as they are ready, one message each.
    askAhead: (scope, query, hand) =>
      ask(({ remote, proxy }) => remote.askAhead(scope, query, proxy(hand))),
    stopAskingAhead: () => ask(({ remote }) => remote.stopAskingAhead()),
    matchingDatasets: (scope, query) => ask(({ remote }) => remote.matchingDatasets(scope, query)),
    exportFile: (scope, query, file) => ask(({ remote }) => remote.exportFile(scope, query, file)),
    summary: (portal, slug) => ask(({ remote }) => remote.summary(portal, slug)),
    health: (scope, across, now) => ask(({ remote }) => remote.health(scope, across, now)),
    holdFormats: (portal, entries) => ask(({ remote }) => remote.holdFormats(portal, entries)),
    restore: (portals) => ask(({ remote }) => remote.restore(portals)),
    release: (portal) => ask(({ remote }) => remote.release(portal)),
    forget: () => ask(({ remote }) => remote.forget()),
  };
}

function inThisThread(): CatalogEngineCalls {
  const engine = Promise.all([import("./engine.ts"), import("./kept-catalogs.ts")]).then(
    ([{ createCatalogEngine }, { createKeptCatalogs }]) =>
      createCatalogEngine({ kept: createKeptCatalogs(null) }),
  );
  return {
    readList: async (start, listener) => (await engine).readList(start, listener),
    cancelList: async (read) => (await engine).cancelList(read),
    results: async (scope, query) => (await engine).results(scope, query),
    askAhead: async (scope, query, hand) => (await engine).askAhead(scope, query, hand),
    stopAskingAhead: async () => (await engine).stopAskingAhead(),
    matchingDatasets: async (scope, query) => (await engine).matchingDatasets(scope, query),
    exportFile: async (scope, query, file) => (await engine).exportFile(scope, query, file),
    summary: async (portal, slug) => (await engine).summary(portal, slug),
    health: async (scope, across, now) => (await engine).health(scope, across, now),
    holdFormats: async (portal, entries) => (await engine).holdFormats(portal, entries),
    restore: async (portals) => (await engine).restore(portals),
    release: async (portal) => (await engine).release(portal),
    forget: async () => (await engine).forget(),
  };
}
