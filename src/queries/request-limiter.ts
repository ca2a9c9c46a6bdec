import type { QueryClient } from "@tanstack/react-query";
import { createLimiter, type Limiter } from "../lib/limiter.ts";

/**
 * At most this many requests of the explorer's own checks at a time (watched datasets, every
 * dataset's page, every file's link), so a long list never floods a portal or a file's host.
 */
export const REQUESTS_AT_ONCE = 4;

const limiters = new WeakMap<QueryClient, Limiter>();

/**
 * The one line those checks wait in, one per query client (the app has one; each page test its
 * own), as catalogEngineOf gives one engine per client: a watch check and a link check running
 * together still make at most REQUESTS_AT_ONCE requests.
 */
export function requestLimiterOf(client: QueryClient): Limiter {
  let limiter = limiters.get(client);
  if (!limiter) {
    limiter = createLimiter(REQUESTS_AT_ONCE);
    limiters.set(client, limiter);
  }
  return limiter;
}
