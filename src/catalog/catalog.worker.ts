/// <reference lib="webworker" />
import { expose, releaseProxy } from "comlink";
import { answerLane } from "./answer-lane.ts";
import { createCatalogEngine } from "./engine.ts";
import { createKeptCatalogs, indexedDbShelf } from "./kept-catalogs.ts";
import type { CatalogEngineCalls } from "./types.ts";

// The worker is the engine and nothing else: the page calls it through Comlink (connect.ts), on
// the worker's own messages and, for a page of results, on the answer lane its name names.
const engine = createCatalogEngine({ kept: createKeptCatalogs(indexedDbShelf()) });
const calls: CatalogEngineCalls = {
  ...engine,
  // The page's `hand` comes as a port of its own. Each hand-over is a message to the page whose
  // answer nothing waits for (a page gone meanwhile is no failure here), and the port is closed
  // once all are handed over, rather than when this thread's garbage is next collected.
  askAhead: (scope, query, hand) =>
    engine
      .askAhead(scope, query, (texts, page) => {
        Promise.resolve(hand(texts, page)).catch(() => undefined);
      })
      .finally(() => {
        (hand as typeof hand & { [releaseProxy]?: () => void })[releaseProxy]?.();
      }),
};
expose(calls);
expose(calls, answerLane((self as unknown as DedicatedWorkerGlobalScope).name, "engine"));
