/**
 * The layers of src/, checked by `npm run lint` (docs/architecture.md draws them):
 *
 *   api, lib  ->  catalog, workers, i18n, portals  ->  queries  ->  components  ->  routes  ->  app
 *
 * Each rule says what it keeps out and why; an exception carries its reason beside it. Tests
 * (*.test.ts*, src/test/) are left out: a test may reach across layers to set a page up.
 * How the TypeScript is read (type-only imports included): scripts/lint/depcruise-babel.cjs.
 *
 * dependency-cruiser is 17.4.3, not 18.x: every 18.x release declares engines.node
 * "^22||^24||>=26", and this project runs on Node 20 (package.json engines: >=20.19) with
 * engine-strict=true in .npmrc, so `npm ci` refuses any 18.x. 17.4.3 (engines ^20.12||^22||>=24)
 * has the rules used here, reachable ones included. Move to 18 with the move to Node 22.
 */
const TESTS = "(\\.test\\.tsx?$|^src/test/)";
/** Packages that run React or a query cache: none of them below the page's layers. */
const REACT =
  "^node_modules/(react|react-dom|react-router|react-router-dom|@tanstack|@lingui/react)/";
/** The browser's storage, through the package every store here uses. */
const STORAGE = "^node_modules/idb-keyval/";
/** Lingui's runtime (its msg macro compiles to plain data and is no import at run time). */
const LINGUI_RUNTIME = "^node_modules/@lingui/core/dist/";

/** A folder of src/ that may not import what `forbidden` matches. */
function layer(name, folder, forbidden, comment) {
  return {
    name,
    severity: "error",
    comment,
    from: { path: `^src/${folder}/`, pathNot: TESTS },
    to: forbidden,
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "A cycle, type-only ones included, is two modules that cannot be read apart, or a layer reaching up: move the shared part down.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    layer(
      "api-imports-nothing-of-the-app",
      "api",
      {
        path: ["^src/", REACT, LINGUI_RUNTIME],
        pathNot: [
          "^src/api/",
          // A one-line type guard that imports nothing: the edge's JSON readers and lib's own
          // (proxy answers, the watch file) share it rather than each keeping a copy.
          "^src/lib/is-record\\.ts$",
        ],
      },
      "src/api is the edge: fetch, normalisers and the app's own types, on packages and the platform only (no React, no query cache, no i18n runtime), so every layer (and the catalog's worker) can build on it.",
    ),
    layer(
      "lib-is-pure",
      "lib",
      { path: ["^src/(?!lib/)", REACT, LINGUI_RUNTIME, STORAGE] },
      "src/lib holds pure helpers: nothing of the app above it, no api, no React, no i18n runtime, no workers, no storage (what reads or writes IndexedDB sits beside the queries that use it).",
    ),
    {
      name: "lib-keeps-nothing",
      severity: "error",
      comment:
        "src/lib is pure: what the browser keeps (IndexedDB through idb-keyval) is read and written beside its users, so lib answers the same in a test, a worker and the page. Browser storage globals (localStorage, indexedDB) are Biome's to catch: scripts/lint/lib-keeps-nothing.grit.",
      from: { path: "^src/lib/", pathNot: TESTS },
      to: { path: "^node_modules/idb-keyval/" },
    },
    layer(
      "catalog-engine-below-the-pages",
      "catalog",
      { path: ["^src/(?!catalog/|api/|lib/)", REACT, LINGUI_RUNTIME] },
      "The catalog engine is plain TypeScript its worker runs, with the page's small side of it (connect.ts, read-catalog.ts): api and lib only.",
    ),
    layer(
      "workers-below-the-pages",
      "workers",
      { path: ["^src/(?!workers/|api/|lib/)", REACT, LINGUI_RUNTIME] },
      "src/workers holds the workers and the page's one way to call them (worker-call.ts): api and lib only, no React, no i18n runtime (a worker's failure carries a message descriptor, which the page translates).",
    ),
    {
      name: "worker-entries-reach-only-what-they-run",
      severity: "error",
      comment:
        "A worker's bundle is everything its entry reaches, through any number of imports: the readers it runs and the messages it sends, never React, the i18n runtime, the page's code or another worker's caller.",
      from: { path: "\\.worker\\.ts$" },
      to: {
        reachable: true,
        path: [
          REACT,
          LINGUI_RUNTIME,
          // Page-only packages: a worker has no DOM to sanitise into or draw on.
          "^node_modules/(dompurify|@observablehq)/",
          "-off-thread\\.ts$",
          "^src/(?!api/|lib/|catalog/|workers/)",
          "^src/(catalog/(connect|read-catalog)|workers/worker-call)\\.ts$",
        ],
      },
    },
    layer(
      "i18n-below-the-pages",
      "i18n",
      { path: "^src/(?!i18n/|lib/)" },
      "The reader's language is read by every page; it reads none of them.",
    ),
    layer(
      "portals-below-the-pages",
      "portals",
      { path: "^src/(?!portals/|api/|lib/)" },
      "src/portals is the portals the explorer shows and the context pages read them from: api and lib only.",
    ),
    layer(
      "queries-below-the-pages",
      "queries",
      { path: "^src/(components|routes|app)/" },
      "Query options are read by pages and components; they never reach up to them.",
    ),
    layer(
      "components-never-import-routes-or-app",
      "components",
      { path: "^src/(routes|app)/" },
      "Components are presentational: props in, events out. A page (routes) or the wiring (app) composes them, never the other way.",
    ),
    layer(
      "routes-never-import-app",
      "routes",
      { path: "^src/app/" },
      "app/ builds the route tree out of routes/; a page reaching back into app/ makes a cycle. What both need lives below them.",
    ),
    {
      name: "src-never-imports-the-build-side",
      severity: "error",
      comment:
        "The demo portal, the servers and the build's i18n plugins run in Node; the app reaches a portal over HTTP like any other.",
      from: { path: "^src/", pathNot: TESTS },
      to: { path: "^(demo-portal|server|i18n|bench|scripts|e2e)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: [TESTS] },
    babelConfig: { fileName: "scripts/lint/depcruise-babel.cjs" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
