import { type Query, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError, isRetryable } from "../api/api-error.ts";
import { isArrivingCatalog } from "../catalog/types.ts";
import { type BackgroundFailures, createBackgroundFailures } from "./background-failures.ts";

const MAX_RETRIES = 2;

/** 0.5 s, then 1 s (doubling, capped at 4 s): two retries cost 1.5 s before the error shows. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

/** Retries only what can get better by waiting (5xx, network, timeout); a 4xx never changes. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error);
}

const failuresByClient = new WeakMap<QueryClient, BackgroundFailures>();

/**
 * The failed refreshes of a client's queries that were already showing data: the pages keep that
 * data, and the root layout shows these as a notice instead of an error page.
 */
export function backgroundFailuresOf(queryClient: QueryClient): BackgroundFailures {
  let failures = failuresByClient.get(queryClient);
  if (failures === undefined) {
    failures = createBackgroundFailures();
    failuresByClient.set(queryClient, failures);
  }
  return failures;
}

function isUserCancel(error: unknown): boolean {
  return isApiError(error) && error.kind === "aborted";
}

export function createQueryClient(): QueryClient {
  let client: QueryClient | null = null;
  const queryCache = new QueryCache({
    onError: (error, query: Query<unknown, unknown, unknown>) => {
      // A first load that fails is the page's to explain, and so is a list that broke off while
      // its first datasets were shown; only a refresh of shown data lands here.
      const data = query.state.data;
      if (client === null || data === undefined || isArrivingCatalog(data) || isUserCancel(error))
        return;
      backgroundFailuresOf(client).record(query.queryHash, error);
    },
    onSuccess: (_data, query) => {
      if (client !== null) backgroundFailuresOf(client).clear(query.queryHash);
    },
  });
  client = new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
    },
  });
  return client;
}
