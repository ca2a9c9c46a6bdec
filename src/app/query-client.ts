import { QueryClient } from "@tanstack/react-query";
import { isRetryable } from "../api/api-error.ts";

const MAX_RETRIES = 2;

/** Retries only what can get better by waiting (5xx, network, timeout); a 4xx never changes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
