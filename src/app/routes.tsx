import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import { type LoaderFunctionArgs, type RouteObject, replace } from "react-router-dom";
import { taskAt } from "../api/next-task.ts";
import { routePatterns } from "../lib/app-paths.ts";
import type { Portals } from "../portals/portals.ts";
import { catalogLoader, catalogShouldRevalidate } from "../routes/catalog-loader.ts";
import { datasetLoader } from "../routes/dataset-loader.ts";
import { InitialLoading } from "../routes/initial-loading.tsx";
import { loadCatalogRoute, loadDatasetRoute } from "./lazy-routes.ts";
import { RootLayout } from "./root-layout.tsx";

/** Portal health, one portal's or every portal's: its own chunk, loaded when asked for. */
const loadHealthRoute = () => import("../routes/health-route.tsx");

/**
 * Error and not-found pages load only when one is shown: a first visit that goes well never
 * downloads them (the service worker keeps them for offline).
 */
function onDemand(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
const routeErrors = () => import("../routes/route-error.tsx");
const datasetErrors = () => import("../routes/dataset-error.tsx");
const appErrors = () => import("../routes/app-error.tsx");

/**
 * Fetches the error pages once the first page is shown, so a failure later (the network gone, a
 * portal down) can still be explained even where no service worker keeps them, and they never
 * share the line with the first page's own code and data.
 */
function preloadErrorPages(): void {
  for (const page of [routeErrors, datasetErrors, appErrors]) page().catch(() => undefined);
}
const appError = onDemand(async () => (await appErrors()).AppError);
const routeError = onDemand(async () => (await routeErrors()).RouteError);
const panelError = onDemand(async () => (await routeErrors()).PanelError);
const notFound = onDemand(async () => (await routeErrors()).NotFoundContent);
const datasetError = onDemand(async () => (await datasetErrors()).DatasetError);

/**
 * A page's code, asked for in the task right after the router's (ahead of any other waiting
 * task): by then the page's loader has put its request on the line. Over HTTP/1.1 (six
 * connections) the data, the longest download, then goes before the page's handful of small
 * chunks instead of queueing behind them. The page a reader lands on is the exception: its code
 * was asked for as the app started (warmPageFor, main.tsx), right after what the first render
 * needs, and is in before the router asks for its data; this then finds it loaded or on its way.
 */
function afterTheData<T>(page: () => Promise<T>): () => Promise<T> {
  return async () => {
    await taskAt("user-blocking");
    return page();
  };
}

/** The pages of one portal: its catalog, its datasets, their API data. */
function portalPages(queryClient: QueryClient, portals: Portals): RouteObject[] {
  return [
    {
      index: true,
      loader: catalogLoader(queryClient, portals),
      // Search, filters and paging change only the query string: the list is already here.
      shouldRevalidate: catalogShouldRevalidate,
      // The page's code comes while the list does: the first load's scripts are only the frame.
      lazy: afterTheData(async () => ({ Component: (await loadCatalogRoute()).CatalogPage })),
    },
    {
      path: routePatterns.dataset,
      loader: datasetLoader(queryClient, portals),
      // Its own chunk: the catalog's first load does not pay for the dataset page.
      lazy: afterTheData(async () => ({ Component: (await loadDatasetRoute()).DatasetPage })),
      errorElement: datasetError,
      children: [
        {
          path: routePatterns.datasetApi,
          lazy: () => import("../routes/dataset-api-route.tsx"),
          errorElement: panelError,
        },
      ],
    },
    {
      path: routePatterns.health,
      // Its own chunk: only a reader who asks for a portal's health loads it.
      lazy: async () => {
        const { HealthPage, healthLoader } = await loadHealthRoute();
        return { loader: healthLoader(queryClient, portals), Component: HealthPage };
      },
    },
  ];
}

/**
 * With several portals every URL names its portal; the plain one-portal paths of older links
 * (`/`, `/datasets/:slug`) lead to the same page of the first portal, in their place in the
 * history: a step left before it would lead Back to the same redirect again.
 */
function toFirstPortal(portals: Portals) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    throw replace(`${portals.first.route}${url.pathname}${url.search}${url.hash}`);
  };
}

/**
 * The route tree, shared by the browser router and the page tests' memory router.
 * `afterFirstPage` runs once the first page is on screen and the browser is idle.
 */
export function createRoutes(
  queryClient: QueryClient,
  portals: Portals,
  afterFirstPage?: () => void,
): RouteObject[] {
  const plainPages: RouteObject[] = portals.several
    ? [
        { index: true, loader: toFirstPortal(portals) },
        { path: routePatterns.anyDataset, loader: toFirstPortal(portals) },
        { path: routePatterns.health, loader: toFirstPortal(portals) },
      ]
    : portalPages(queryClient, portals);
  return [
    {
      path: "/",
      element: (
        <RootLayout
          onFirstPageShown={() => {
            preloadErrorPages();
            afterFirstPage?.();
          }}
        />
      ),
      errorElement: appError,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        {
          errorElement: routeError,
          children: [
            ...plainPages,
            { path: routePatterns.portal, children: portalPages(queryClient, portals) },
            ...(portals.several
              ? [
                  {
                    path: routePatterns.allPortals,
                    // Its own chunk: a reader of one portal's catalog never loads it.
                    lazy: async () => {
                      const { AllPortalsPage, allPortalsLoader } = await import(
                        "../routes/all-portals-route.tsx"
                      );
                      return {
                        loader: allPortalsLoader(queryClient, portals),
                        Component: AllPortalsPage,
                      };
                    },
                    shouldRevalidate: catalogShouldRevalidate,
                  },
                  {
                    path: routePatterns.allHealth,
                    lazy: async () => {
                      const { AllHealthPage, allHealthLoader } = await loadHealthRoute();
                      return {
                        loader: allHealthLoader(queryClient, portals),
                        Component: AllHealthPage,
                      };
                    },
                  },
                ]
              : []),
            {
              path: routePatterns.watched,
              // Its own chunk: with every portal's datasets, it belongs to no one portal.
              lazy: async () => {
                const { WatchedPage, watchedLoader } = await import("../routes/watched-route.tsx");
                return { loader: watchedLoader(queryClient), Component: WatchedPage };
              },
            },
            { path: "*", element: notFound },
          ],
        },
      ],
    },
  ];
}
