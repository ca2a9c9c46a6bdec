import { queryOptions } from "@tanstack/react-query";
import { fetchProxyAnswer } from "../api/proxy.ts";

/**
 * Key tree:
 *   ["proxy"]
 *     └─ ["proxy", "preview", slug]   the answer of the API attached to a dataset
 *
 * The proxy is a read (POST is only its transport), so it is a query: cached per slug, cancellable,
 * refreshed on demand. It is never refetched behind the user's back: an upstream API may be slow,
 * rate-limited or expensive.
 */
export const proxyKeys = {
  all: ["proxy"] as const,
  preview: (slug: string) => [...proxyKeys.all, "preview", slug] as const,
};

export const proxyQueries = {
  preview: (slug: string) =>
    queryOptions({
      queryKey: proxyKeys.preview(slug),
      queryFn: ({ signal }) => fetchProxyAnswer(slug, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60_000,
      retry: false,
      // Comparing a fresh 5 MB answer with the cached one, key by key, is a long task for nothing.
      structuralSharing: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
