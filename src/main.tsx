import { notifyManager } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createBrowserRouter } from "react-router-dom";
import { taskAt } from "./api/next-task.ts";
import { App } from "./app/app.tsx";
import { mayHaveKept } from "./app/kept-flag.ts";
import { warmPageFor } from "./app/lazy-routes.ts";
import { createQueryClient } from "./app/query-client.ts";
import { watchReleases } from "./app/release.ts";
import { createRoutes } from "./app/routes.tsx";
import { applyStylesheets } from "./app/stylesheets.ts";
import { keptLocale, LanguageProvider } from "./i18n/language.tsx";
import { createI18n } from "./i18n/messages.ts";
import { initialLocale } from "./i18n/negotiate.ts";
import { whenIdle } from "./lib/when-idle.ts";
import { loadPortals } from "./portals/portals.ts";
import { catalogEngineOf } from "./queries/catalog-queries.ts";
import "./app/styles.css";

const root = document.getElementById("root");
if (root) {
  // Queries tell the page of their answers in the task that brought them, not a timer later:
  // after a key, Chromium holds timers back until the next frame, which kept a keystroke's
  // results out of the frame that shows its letter. (Updates in one task still come together.)
  notifyManager.setScheduler(queueMicrotask);
  const queryClient = createQueryClient();
  // The catalog engine's worker starts now: its code loads beside the portals file and the list.
  const engine = catalogEngineOf(queryClient);
  const portalsReady = loadPortals(window.location.origin);
  // Before the first page asks a portal for data: which portals (chosen at run time) and what
  // this browser kept from the last visit (its own chunk, read from IndexedDB). The router starts
  // the page's data then, while the reader's language (only that locale's messages are
  // downloaded) and the stylesheets are still on the way; the first render waits for all four.
  const keepCache = () =>
    Promise.all([import("./app/persistence.ts"), portalsReady])
      .then(([{ keepQueryCache }, portals]) => keepQueryCache(queryClient, engine, portals))
      .catch(() => null);
  // With nothing kept (a first visit), the first page neither waits for the persistence code
  // and the database nor shares the line with them: keeping starts once that page is shown.
  const hasKept = mayHaveKept();
  const kept = hasKept ? keepCache() : Promise.resolve(null);
  const locale = initialLocale(window.location.search, keptLocale(), navigator.languages);
  const i18nReady = createI18n(locale).catch(() => createI18n("en"));
  // The number and date formats, one formatter per idle moment, from when the messages are in:
  // the page then waits for its data, and its first rows' counts and dates need them. Made by the
  // first render instead, the page's first formatter, which starts ICU, was part of it
  // (bench/README.md). Their code is the pages' shared chunk, which the first page loads anyway.
  Promise.all([i18nReady, import("./i18n/format.ts")])
    .then(([i18n, { warmFormatSteps }]) => {
      const steps = warmFormatSteps(i18n);
      const next = () => {
        steps.shift()?.();
        if (steps.length > 0) whenIdle(next);
      };
      whenIdle(next);
    })
    .catch(() => undefined);
  const styled = applyStylesheets();
  // What was kept is restored before the router's loaders ask the portals whether it changed.
  const started = Promise.all([portalsReady, kept]).then(([portals]) => {
    // Once the first page is on screen and the browser is idle (RootLayout): keeping, on a first
    // visit, and the offline service worker. Neither's code goes on the line before the page's
    // data, and the worker's precaching of the build (1.3 MB) neither shares the line with the
    // first page's data nor takes the processor from its first rows (bench/README.md).
    const afterFirstPage = () => {
      if (!hasKept) void keepCache();
      import("./app/service-worker.ts")
        .then(({ registerServiceWorker }) => registerServiceWorker(releases))
        .catch(() => undefined);
    };
    const router = createBrowserRouter(createRoutes(queryClient, portals, afterFirstPage));
    const releases = watchReleases(router);
    return { portals, router, releases };
  });
  // React DOM's renderer is half the code the page starts with. Imported once the router has
  // asked for the page's data, it is evaluated in a task of its own while the list arrives: not in
  // the task that evaluates the rest (each is half as long), and not before the portals file is
  // read, which it held back with the list's request behind it (bench/README.md). index.html
  // preloads it.
  const rendererReady = started.catch(() => undefined).then(() => import("react-dom/client"));
  Promise.all([started, i18nReady, styled, rendererReady]).then(
    ([{ portals, router, releases }, i18n, , { createRoot }]) => {
      const reactRoot = createRoot(root);
      // A transition: React renders the first page in slices that leave the main thread free
      // for input and paint, instead of in one long task.
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <App
              portals={portals}
              queryClient={queryClient}
              router={router}
              i18n={i18n}
              releases={releases}
            />
          </StrictMode>,
        ),
      );
    },
    async (error: unknown) => {
      const [{ ConfigError }, i18n, , { createRoot }] = await Promise.all([
        import("./app/config-error.tsx"),
        i18nReady,
        styled,
        rendererReady,
      ]);
      createRoot(root).render(
        <LanguageProvider i18n={i18n}>
          <ConfigError message={error instanceof Error ? error.message : String(error)} />
        </LanguageProvider>,
      );
    },
  );
  // The page's own code, on the line right after the portals file's reader, the messages and
  // Comlink, which the first render and the worker's first answer wait for. Those imports are
  // asked for as this task's promises settle; the page's chunks, asked for now, would go first
  // and, over HTTP/1.1's six connections, hold them back.
  void taskAt("user-visible").then(() => warmPageFor(window.location.pathname));
}
