import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router-dom";
import { AppError } from "../routes/app-error.tsx";
import { CatalogPage, catalogLoader } from "../routes/catalog-route.tsx";
import { DatasetError } from "../routes/dataset-error.tsx";
import { DatasetPage, datasetLoader } from "../routes/dataset-route.tsx";
import { RootLayout } from "../routes/root-layout.tsx";
import { NotFoundContent, RouteError } from "../routes/route-error.tsx";

/** The route tree, shared by the browser router and the page tests' memory router. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <AppError />,
      hydrateFallbackElement: <p className="page muted">Loading the catalog…</p>,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, loader: catalogLoader(queryClient), element: <CatalogPage /> },
            {
              path: "datasets/:slug",
              loader: datasetLoader(queryClient),
              element: <DatasetPage />,
              errorElement: <DatasetError />,
              children: [
                {
                  path: "api",
                  lazy: () => import("../routes/dataset-api-route.tsx"),
                  errorElement: <RouteError />,
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
