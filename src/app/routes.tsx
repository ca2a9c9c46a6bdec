import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type Params, type RouteObject, redirect } from "react-router-dom";
import { AppError } from "../routes/app-error.tsx";
import { catalogLoader, catalogShouldRevalidate } from "../routes/catalog-loader.ts";
import { DatasetError } from "../routes/dataset-error.tsx";
import { InitialLoading } from "../routes/initial-loading.tsx";
import { RootLayout } from "../routes/root-layout.tsx";
import { NotFoundContent, PanelError, RouteError } from "../routes/route-error.tsx";
import { loadCatalogRoute, loadDatasetRoute } from "./lazy-routes.ts";
import type { AppPortal, Portals } from "./portals.ts";

/** The portal a URL names, or the first for the plain paths; an unknown id is a 404 page. */
export type PortalOf = (params: Params) => AppPortal;

function portalResolver(portals: Portals): PortalOf {
  return (params) => {
    if (params.portal === undefined) return portals.first;
    const portal = portals.byId(params.portal);
    if (portal === undefined) throw new Response("Portal not found", { status: 404 });
    return portal;
  };
}

/** The pages of one portal: its catalog, its datasets, their API data. */
function portalPages(queryClient: QueryClient, portalOf: PortalOf): RouteObject[] {
  return [
    {
      index: true,
      loader: catalogLoader(queryClient, portalOf),
      // Search, filters and paging change only the query string: the list is already here.
      shouldRevalidate: catalogShouldRevalidate,
      // The page's code comes while the list does: the first load's scripts are only the frame.
      lazy: async () => ({ Component: (await loadCatalogRoute()).CatalogPage }),
    },
    {
      path: "datasets/:slug",
      // Its own chunk: the catalog's first load does not pay for the dataset page.
      lazy: async () => {
        const { DatasetPage, datasetLoader } = await loadDatasetRoute();
        return { loader: datasetLoader(queryClient, portalOf), Component: DatasetPage };
      },
      errorElement: <DatasetError />,
      children: [
        {
          path: "api",
          lazy: () => import("../routes/dataset-api-route.tsx"),
          errorElement: <PanelError />,
        },
      ],
    },
  ];
}

/**
 * With several portals every URL names its portal; the plain one-portal paths of older links
 * (`/`, `/datasets/:slug`) lead to the same page of the first portal.
 */
function toFirstPortal(portals: Portals) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    throw redirect(`${portals.first.route}${url.pathname}${url.search}${url.hash}`);
  };
}

/** The route tree, shared by the browser router and the page tests' memory router. */
export function createRoutes(queryClient: QueryClient, portals: Portals): RouteObject[] {
  const portalOf = portalResolver(portals);
  const plainPages: RouteObject[] = portals.several
    ? [
        { index: true, loader: toFirstPortal(portals) },
        { path: "datasets/*", loader: toFirstPortal(portals) },
      ]
    : portalPages(queryClient, portalOf);
  return [
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <AppError />,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...plainPages,
            { path: "p/:portal", children: portalPages(queryClient, portalOf) },
            ...(portals.several
              ? [
                  {
                    path: "all",
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
                ]
              : []),
            { path: "*", element: <NotFoundContent /> },
          ],
        },
      ],
    },
  ];
}
