import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CatalogHandle } from "../catalog/types.ts";

type ListResult = Pick<
  UseQueryResult<CatalogHandle>,
  "data" | "fetchStatus" | "isError" | "refetch"
>;

/**
 * A list still arriving whose read stopped without failing is read again while a page shows it.
 * TanStack Query cancels a read nobody observes for a moment: a page left while its list arrived,
 * or React's strict mode, which unmounts every page once in development. The first datasets stay
 * on screen, still "so far", while the read starts over; a read that failed keeps its Retry.
 */
export function useResumedLists(lists: readonly ListResult[]): void {
  const stopped = lists.filter(
    (list) => list.data?.arriving === true && list.fetchStatus === "idle" && !list.isError,
  );
  const key = stopped.map((list) => list.data?.portal).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stopped lists are what `key` names
  useEffect(() => {
    for (const list of stopped) void list.refetch();
  }, [key]);
}
