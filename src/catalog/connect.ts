import { answerLane, laneName } from "./answer-lane.ts";
import type { CatalogEngineCalls } from "./types.ts";

/**
 * The catalog engine, as the page calls it: in a module worker of its own, through Comlink, each
 * list piece handed over (transferred, not copied). The worker starts at once; Comlink's code
 * loads beside it rather than with the first page's, and calls made before it is in wait for it,
 * in order. Where there are no workers (the page tests' jsdom) the same engine runs in this
 * thread, loaded on first use; browsers without module workers are not a target (see README).
 */
export function connectCatalogEngine(): CatalogEngineCalls {
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
    quick: comlink.wrap<Pick<CatalogEngineCalls, "results" | "nextLetters">>(
      answerLane(lane, "page"),
    ),
  }));
  return {
    beginList: async (start, listener) => {
      const { remote, proxy } = await link;
      return remote.beginList(start, proxy(listener));
    },
    pushList: (read, chunks) => {
      void link.then(({ remote, transfer }) =>
        remote.pushList(read, transfer(chunks, [...new Set(chunks.map((chunk) => chunk.buffer))])),
      );
    },
    endList: async (read, answer) => (await link).remote.endList(read, answer),
    cancelList: async (read) => (await link).remote.cancelList(read),
    results: async (scope, query) => (await link).quick.results(scope, query),
    nextLetters: async (scope, query) => (await link).quick.nextLetters(scope, query),
    exportRows: async (scope, query) => (await link).remote.exportRows(scope, query),
    summary: async (portal, slug) => (await link).remote.summary(portal, slug),
    health: async (scope, across, now) => (await link).remote.health(scope, across, now),
    holdFormats: async (portal, entries) => (await link).remote.holdFormats(portal, entries),
    restore: async (portals) => (await link).remote.restore(portals),
    forget: async () => (await link).remote.forget(),
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
    pushList: (read, chunks) => {
      pushed = pushed.then(async () => (await engine).pushList(read, chunks));
    },
    endList: async (read, answer) => {
      await pushed;
      return (await engine).endList(read, answer);
    },
    cancelList: async (read) => (await engine).cancelList(read),
    results: async (scope, query) => (await engine).results(scope, query),
    nextLetters: async (scope, query) => (await engine).nextLetters(scope, query),
    exportRows: async (scope, query) => (await engine).exportRows(scope, query),
    summary: async (portal, slug) => (await engine).summary(portal, slug),
    health: async (scope, across, now) => (await engine).health(scope, across, now),
    holdFormats: async (portal, entries) => (await engine).holdFormats(portal, entries),
    restore: async (portals) => (await engine).restore(portals),
    forget: async () => (await engine).forget(),
  };
}
