/** How long a file's host may stay silent before its link counts as timed out. */
export const LINK_TIMEOUT_MS = 6_000;

/** What asking for a file said of its link. */
export type LinkAnswer =
  /** The host answered with this status (2xx and 3xx followed to their end are fine). */
  | { readonly kind: "status"; readonly status: number; readonly method: "HEAD" | "GET" }
  /** No answer within the time allowed. */
  | { readonly kind: "timeout" }
  /**
   * The request failed without an answer the browser lets this page read: the host could not be
   * reached, or (on another host) it does not allow pages of other sites to read its answers.
   */
  | { readonly kind: "no-answer"; readonly detail: string };

/** Statuses with which a server says it does not do HEAD, so a ranged GET asks again. */
const HEAD_REFUSED = new Set([400, 403, 405, 501]);

/**
 * Asks whether a file is there without downloading it: HEAD, or where HEAD is refused a GET of
 * its first byte, whose body is dropped unread. `url` is what the browser fetches: same-origin
 * (the portal's proxy) or, on another host, a CORS request that answers only if that host allows.
 */
export async function checkLink(
  url: string,
  signal: AbortSignal,
  timeoutMs = LINK_TIMEOUT_MS,
): Promise<LinkAnswer> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const both = AbortSignal.any([signal, timer.signal]);
  const ask = async (method: "HEAD" | "GET"): Promise<LinkAnswer> => {
    const response = await fetch(url, {
      method,
      signal: both,
      // A check must see the host's answer now, not one this browser kept.
      cache: "no-store",
      credentials: "omit",
      redirect: "follow",
      headers: method === "GET" ? { Range: "bytes=0-0" } : {},
    });
    // Only the status matters: the body (a byte, or a whole file where Range is ignored) is left.
    await response.body?.cancel().catch(() => undefined);
    return { kind: "status", status: response.status, method };
  };
  try {
    const head = await ask("HEAD");
    if (head.kind === "status" && HEAD_REFUSED.has(head.status)) return await ask("GET");
    return head;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timer.signal.aborted) return { kind: "timeout" };
    return { kind: "no-answer", detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timeout);
  }
}
