/// <reference lib="webworker" />
import { expose } from "comlink";
import { createCatalogEngine } from "./engine.ts";
import { createKeptCatalogs, indexedDbShelf } from "./kept-catalogs.ts";

// The worker is the engine and nothing else: the page calls it through Comlink (connect.ts).
expose(createCatalogEngine({ kept: createKeptCatalogs(indexedDbShelf()) }));
