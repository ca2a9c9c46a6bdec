import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router-dom";
import { AppError } from "../routes/app-error.tsx";
import { CatalogPage, catalogLoader, catalogShouldRevalidate } from "../routes/catalog-route.tsx";
import { DatasetError } from "../routes/dataset-error.tsx";
import { InitialLoading } from "../routes/initial-loading.tsx";
import { RootLayout } from "../routes/root-layout.tsx";
import { NotFoundContent, PanelError, RouteError } from "../routes/route-error.tsx";
import { loadDatasetRoute } from "./lazy-routes.ts";

/** The route tree, shared by the browser router and the page tests' memory router. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
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
            {
              index: true,
              loader: catalogLoader(queryClient),
              // Search, filters and paging change only the query string: the list is already here.
              shouldRevalidate: catalogShouldRevalidate,
              element: <CatalogPage />,
            },
            {
              path: "datasets/:slug",
              // Its own chunk: the catalog's first load does not pay for the dataset page.
              lazy: async () => {
                const { DatasetPage, datasetLoader } = await loadDatasetRoute();
                return { loader: datasetLoader(queryClient), Component: DatasetPage };
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
            { path: "*", element: <NotFoundContent /> },
          ],
        },
      ],
    },
  ];
}
