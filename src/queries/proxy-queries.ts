import { queryOptions } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { fetchProxyAnswer } from "../api/proxy.ts";

/**
 * Key tree (under the portal's id, like every key; see dataset-queries.ts):
 *   [portalId, "proxy"]
 *     └─ [portalId, "proxy", "preview", slug]   the answer of the API attached to a dataset
 *
 * The proxy is a read (POST is only its transport), so it is a query: cached per slug, cancellable,
 * refreshed on demand. It is never refetched behind the user's back: an upstream API may be slow,
 * rate-limited or expensive.
 */
export const proxyKeys = {
  all: (portalId: string) => [portalId, "proxy"] as const,
  preview: (portalId: string, slug: string) =>
    [...proxyKeys.all(portalId), "preview", slug] as const,
};

export const proxyQueries = {
  preview: (portal: Portal, slug: string) =>
    queryOptions({
      queryKey: proxyKeys.preview(portal.id, slug),
      queryFn: ({ signal }) => fetchProxyAnswer(portal, slug, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60_000,
      retry: false,
      // Comparing a fresh big answer with the cached one, key by key, is a long task for nothing.
      structuralSharing: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
