import { vi } from "vitest";
import { type ApiError, isApiError } from "../api/api-error.ts";

/** Test helper: a fetch stub answering from a route table, with real Response objects. */
export type Answer = Response | (() => Response | Promise<Response>);

export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string | null;
  readonly headers: Headers;
}

export function respond(
  body: BodyInit | null,
  init: ResponseInit & { type?: string } = {},
): Response {
  const headers = new Headers(init.headers);
  if (init.type !== undefined) headers.set("content-type", init.type);
  return new Response(body, { status: init.status ?? 200, statusText: init.statusText, headers });
}

export function jsonResponse(value: unknown, status = 200, type = "application/json"): Response {
  return respond(JSON.stringify(value), { status, type });
}

/** Answers by exact URL (path + query); unknown URLs get a 404 so a wrong request is visible. */
export function stubFetch(routes: Record<string, Answer | Answer[]>) {
  const seen: SeenRequest[] = [];
  const calls = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    seen.push({
      url,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? init.body : null,
      headers: new Headers(init?.headers),
    });
    const route = routes[url];
    const n = calls.get(url) ?? 0;
    calls.set(url, n + 1);
    const answer = Array.isArray(route) ? route[Math.min(n, route.length - 1)] : route;
    if (answer === undefined) return respond("no route", { status: 404, type: "text/plain" });
    return typeof answer === "function" ? answer() : answer.clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, seen };
}

/** A fetch that only ends when its signal aborts, like a portal that never answers. */
export function stubHangingFetch() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (!signal) return;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The ApiError a request fails with; anything else (or no failure) fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}
