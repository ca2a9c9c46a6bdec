/// <reference lib="webworker" />
import { expose } from "comlink";
import { answerLane } from "./answer-lane.ts";
import { createCatalogEngine } from "./engine.ts";
import { createKeptCatalogs, indexedDbShelf } from "./kept-catalogs.ts";

// The worker is the engine and nothing else: the page calls it through Comlink (connect.ts), on
// the worker's own messages and, for a page of results, on the answer lane its name names.
const engine = createCatalogEngine({ kept: createKeptCatalogs(indexedDbShelf()) });
expose(engine);
expose(engine, answerLane((self as unknown as DedicatedWorkerGlobalScope).name, "engine"));
