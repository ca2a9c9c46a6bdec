import { queryOptions } from "@tanstack/react-query";
import { fetchDatasetDetail, fetchDatasetList } from "../api/datasets.ts";
import { reportListProgress } from "./list-progress.ts";

/**
 * Key tree:
 *   ["datasets"]
 *     ├─ ["datasets", "list"]            every summary of the portal (the catalog searches it locally)
 *     └─ ["datasets", "detail", slug]    one dataset with its objects
 */
export const datasetKeys = {
  all: ["datasets"] as const,
  list: () => [...datasetKeys.all, "list"] as const,
  detail: (slug: string) => [...datasetKeys.all, "detail", slug] as const,
};

const FIVE_MINUTES = 5 * 60_000;

export const datasetQueries = {
  list: () =>
    queryOptions({
      queryKey: datasetKeys.list(),
      queryFn: async ({ signal }) => {
        try {
          return await fetchDatasetList(signal, reportListProgress);
        } finally {
          reportListProgress(null);
        }
      },
      staleTime: FIVE_MINUTES,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: datasetKeys.detail(slug),
      queryFn: ({ signal }) => fetchDatasetDetail(slug, signal),
      staleTime: FIVE_MINUTES,
    }),
};
