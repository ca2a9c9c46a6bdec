import { answerLane, laneName } from "./answer-lane.ts";
import type { CatalogEngineCalls, ListEnd } from "./types.ts";

/** The engine's worker stopped (its code could not load, or it failed): its catalogs are gone. */
class CatalogEngineLost extends Error {
  override name = "CatalogEngineLost";
}

/**
 * The catalog engine, as the page calls it: in a module worker of its own, through Comlink, each
 * list piece handed over (transferred, not copied). The worker starts at once; Comlink's code
 * loads beside it rather than with the first page's, and calls made before it is in wait for it,
 * in order. Where there are no workers (the page tests' jsdom) the same engine runs in this
 * thread, loaded on first use; browsers without module workers are not a target (see README).
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
    quick: comlink.wrap<Pick<CatalogEngineCalls, "results" | "nextLetters">>(
      answerLane(lane, "page"),
    ),
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
    beginList: (start, listener) =>
      ask(({ remote, proxy }) => remote.beginList(start, proxy(listener))),
    pushList: (read, chunks) => {
      ask(({ remote, transfer }) =>
        remote.pushList(read, transfer(chunks, [...new Set(chunks.map((chunk) => chunk.buffer))])),
      ).catch(() => undefined);
    },
    endList: (read, answer) => ask<ListEnd>(({ remote }) => remote.endList(read, answer)),
    cancelList: (read) => ask(({ remote }) => remote.cancelList(read)),
    results: (scope, query) => ask(({ quick }) => quick.results(scope, query)),
    nextLetters: (scope, query) => ask(({ quick }) => quick.nextLetters(scope, query)),
    exportRows: (scope, query) => ask(({ remote }) => remote.exportRows(scope, query)),
    summary: (portal, slug) => ask(({ remote }) => remote.summary(portal, slug)),
    health: (scope, across, now) => ask(({ remote }) => remote.health(scope, across, now)),
    holdFormats: (portal, entries) => ask(({ remote }) => remote.holdFormats(portal, entries)),
    unchanged: (portal) => ask(({ remote }) => remote.unchanged(portal)),
    restore: (portals) => ask(({ remote }) => remote.restore(portals)),
    forget: () => ask(({ remote }) => remote.forget()),
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
    cancelList: async (read) => {
      await pushed;
      return (await engine).cancelList(read);
    },
    results: async (scope, query) => (await engine).results(scope, query),
    nextLetters: async (scope, query) => (await engine).nextLetters(scope, query),
    exportRows: async (scope, query) => (await engine).exportRows(scope, query),
    summary: async (portal, slug) => (await engine).summary(portal, slug),
    health: async (scope, across, now) => (await engine).health(scope, across, now),
    holdFormats: async (portal, entries) => (await engine).holdFormats(portal, entries),
    unchanged: async (portal) => (await engine).unchanged(portal),
    restore: async (portals) => (await engine).restore(portals),
    forget: async () => (await engine).forget(),
  };
}
