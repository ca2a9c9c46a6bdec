import { proxy, transfer, wrap } from "comlink";
import type { CatalogEngineCalls } from "./types.ts";

/**
 * The catalog engine, as the page calls it: in a module worker of its own, through Comlink, each
 * list piece handed over (transferred, not copied). Where there are no workers (the page tests'
 * jsdom) the same engine runs in this thread, loaded on first use; browsers without module
 * workers are not a target (see README).
 */
export function connectCatalogEngine(): CatalogEngineCalls {
  if (typeof Worker === "undefined") return inThisThread();
  const worker = new Worker(new URL("./catalog.worker.ts", import.meta.url), {
    type: "module",
    name: "catalog",
  });
  const remote = wrap<CatalogEngineCalls>(worker);
  return {
    beginList: (start, listener) => remote.beginList(start, proxy(listener)),
    pushList: (portal, chunks) => {
      void remote.pushList(
        portal,
        transfer(chunks, [...new Set(chunks.map((chunk) => chunk.buffer))]),
      );
    },
    endList: (portal, answer) => remote.endList(portal, answer),
    cancelList: (portal) => remote.cancelList(portal),
    results: (scope, query) => remote.results(scope, query),
    exportRows: (scope, query) => remote.exportRows(scope, query),
    summary: (portal, slug) => remote.summary(portal, slug),
    health: (scope, across, now) => remote.health(scope, across, now),
    holdFormats: (portal, entries) => remote.holdFormats(portal, entries),
    restore: (portals) => remote.restore(portals),
    forget: () => remote.forget(),
  };
}

function inThisThread(): CatalogEngineCalls {
  const engine = Promise.all([import("./engine.ts"), import("./kept-catalogs.ts")]).then(
    ([{ createCatalogEngine }, { createKeptCatalogs }]) =>
      createCatalogEngine({ kept: createKeptCatalogs(null) }),
  );
  // Pieces wait for the engine in order, as a worker's messages would.
  let pushed: Promise<unknown> = engine;
  return {
    beginList: async (start, listener) => {
      pushed = pushed.then(async () => (await engine).beginList(start, listener));
      await pushed;
    },
    pushList: (portal, chunks) => {
      pushed = pushed.then(async () => (await engine).pushList(portal, chunks));
    },
    endList: async (portal, answer) => {
      await pushed;
      return (await engine).endList(portal, answer);
    },
    cancelList: async (portal) => (await engine).cancelList(portal),
    results: async (scope, query) => (await engine).results(scope, query),
    exportRows: async (scope, query) => (await engine).exportRows(scope, query),
    summary: async (portal, slug) => (await engine).summary(portal, slug),
    health: async (scope, across, now) => (await engine).health(scope, across, now),
    holdFormats: async (portal, entries) => (await engine).holdFormats(portal, entries),
    restore: async (portals) => (await engine).restore(portals),
    forget: async () => (await engine).forget(),
  };
}
