import { isApiError } from "../api/api-error.ts";
import { readGivenBody } from "../api/client.ts";
import { answerLane, laneName } from "./answer-lane.ts";
import type { BodyRead, CatalogEngineCalls, ListEnd } from "./types.ts";

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
  const pushList = (read: string, chunks: readonly Uint8Array[]) => {
    ask(({ remote, transfer }) =>
      remote.pushList(read, transfer(chunks, [...new Set(chunks.map((chunk) => chunk.buffer))])),
    ).catch(() => undefined);
  };
  return {
    beginList: (start, listener) =>
      ask(({ remote, proxy }) => remote.beginList(start, proxy(listener))),
    pushList,
    // Where the browser can transfer a stream, the list's body goes to the worker unread;
    // elsewhere this thread reads it and hands its pieces over.
    readListBody: canTransferStreams()
      ? (read, body, url) =>
          ask<BodyRead>(({ remote, transfer }) =>
            remote.readListBody(read, transfer(body, [body]), url),
          )
      : (read, body, url) => pushBody(body, url, (chunks) => pushList(read, chunks)),
    endList: (read, answer) => ask<ListEnd>(({ remote }) => remote.endList(read, answer)),
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
    unchanged: (portal) => ask(({ remote }) => remote.unchanged(portal)),
    restore: (portals) => ask(({ remote }) => remote.restore(portals)),
    release: (portal) => ask(({ remote }) => remote.release(portal)),
    forget: () => ask(({ remote }) => remote.forget()),
  };
}

/** The most of a list handed over in one message, where this thread reads it. */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Reads a list's body in this thread and hands its pieces to the engine in batches: one message a
 * piece (thousands for a big list) kept the thread busy with messages. A batch leaves once the
 * task that read it is done, or at BATCH_BYTES when a list already here is read in one go.
 */
async function pushBody(
  body: ReadableStream<Uint8Array>,
  url: string,
  hand: (chunks: Uint8Array[]) => void,
): Promise<BodyRead> {
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    hand(batch);
    batch = [];
    batchBytes = 0;
  };
  const sink = (chunk: Uint8Array) => {
    batch.push(chunk);
    batchBytes += chunk.byteLength;
    if (batchBytes >= BATCH_BYTES) flush();
    else timer ??= setTimeout(flush, 0);
  };
  try {
    const bytes = await readGivenBody(body, { url, sink });
    return { ok: true, bytes };
  } catch (error) {
    if (isApiError(error)) return { ok: false, error: error.facts };
    throw error;
  } finally {
    flush();
  }
}

/** Whether this browser can hand a stream to another thread (Safari could not, until lately). */
function canTransferStreams(): boolean {
  try {
    const stream = new ReadableStream();
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(stream, [stream]);
    port1.close();
    port2.close();
    return true;
  } catch {
    return false;
  }
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
    readListBody: async (read, body, url) => {
      await pushed;
      return (await engine).readListBody(read, body, url);
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
    askAhead: async (scope, query, hand) => (await engine).askAhead(scope, query, hand),
    stopAskingAhead: async () => (await engine).stopAskingAhead(),
    matchingDatasets: async (scope, query) => (await engine).matchingDatasets(scope, query),
    exportFile: async (scope, query, file) => (await engine).exportFile(scope, query, file),
    summary: async (portal, slug) => (await engine).summary(portal, slug),
    health: async (scope, across, now) => (await engine).health(scope, across, now),
    holdFormats: async (portal, entries) => (await engine).holdFormats(portal, entries),
    unchanged: async (portal) => (await engine).unchanged(portal),
    restore: async (portals) => (await engine).restore(portals),
    release: async (portal) => (await engine).release(portal),
    forget: async () => (await engine).forget(),
  };
}
