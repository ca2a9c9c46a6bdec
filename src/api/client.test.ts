import { describe, expect, it, vi } from "vitest";
import {
  apiFailure as failure,
  jsonResponse,
  respond,
  stubFetch,
  stubHangingFetch,
} from "../test/fetch-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { isRetryable } from "./api-error.ts";
import { getJson, portalRequest } from "./client.ts";

/** The pieces of a small JSON list's body, `[1,2,3]`, as a server might send them. */
const PIECES: readonly string[] = ["[", "1,", "2,", "3", "]"];

/**
 * A JSON answer whose body comes in `pieces`: `apartMs` from one to the next, or, without it, all
 * there at once (each read answers without waiting for the network).
 */
function answerInPieces(
  pieces: readonly string[],
  headers: Record<string, string> = {},
  apartMs?: number,
): Response {
  const encoder = new TextEncoder();
  const left = [...pieces];
  const body = new ReadableStream<Uint8Array>(
    apartMs === undefined
      ? {
          start(controller) {
            for (const piece of left) controller.enqueue(encoder.encode(piece));
            controller.close();
          },
        }
      : {
          async pull(controller) {
            const piece = left.shift();
            if (piece === undefined) return controller.close();
            await new Promise((resolve) => setTimeout(resolve, apartMs));
            controller.enqueue(encoder.encode(piece));
          },
        },
  );
  return new Response(body, { headers: { "content-type": "application/json", ...headers } });
}

describe("portalRequest", () => {
  it("asks below /api and reports status, type, text, bytes and time", async () => {
    const { seen } = stubFetch({ "/api/resources/": respond("[]", { type: "application/json" }) });
    const response = await portalRequest(TEST_PORTAL, "/resources/");
    expect(seen[0]?.url).toBe("/api/resources/");
    expect(response).toMatchObject({
      status: 200,
      url: "/api/resources/",
      contentType: "application/json",
      text: "[]",
      bytes: 2,
    });
    expect(response.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it("sends JSON bodies with a JSON content type", async () => {
    const { seen } = stubFetch({ "/api/proxy": jsonResponse({ ok: 1 }) });
    await portalRequest(TEST_PORTAL, "/proxy", { method: "POST", json: { a: 1 } });
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("strips a UTF-8 BOM and decodes UTF-8", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('"čž"')]);
    stubFetch({ "/api/x": respond(bytes, { type: "application/json" }) });
    const response = await portalRequest(TEST_PORTAL, "/x");
    expect(response.text).toBe('"čž"');
    expect(response.bytes).toBe(bytes.byteLength);
  });

  it("honours a declared charset", async () => {
    stubFetch({
      "/api/x": respond(new Uint8Array([0x9a]), { type: "text/plain; charset=windows-1250" }),
    });
    expect((await portalRequest(TEST_PORTAL, "/x")).text).toBe("š");
  });

  it("turns a non-2xx into kind http with status, excerpt and the portal's message", async () => {
    stubFetch({
      "/api/resource/foo": jsonResponse(
        { _status: "ERR", _error: { code: 404, message: "Resource not found" } },
        404,
      ),
    });
    const error = await failure(portalRequest(TEST_PORTAL, "/resource/foo"));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(404);
    expect(error.method).toBe("GET");
    expect(error.url).toBe("/api/resource/foo");
    expect(error.contentType).toBe("application/json");
    expect(error.portalMessage).toBe("Resource not found");
    expect(error.excerpt).toContain("Resource not found");
    expect(error.message).toBe(
      'The portal answered 404 Not Found for GET /api/resource/foo: "Resource not found"',
    );
  });

  it("reads an HTML 500 page as kind http", async () => {
    stubFetch({
      "/api/resource/x": respond("<title>Error</title><pre>Cannot GET /api/resource/x</pre>", {
        status: 500,
        type: "text/html",
      }),
    });
    const error = await failure(portalRequest(TEST_PORTAL, "/resource/x"));
    expect(error.status).toBe(500);
    expect(error.portalMessage).toBe("Cannot GET /api/resource/x");
  });

  it("reports a network failure as kind network", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await failure(portalRequest(TEST_PORTAL, "/resources/"));
    expect(error.kind).toBe("network");
    expect(error.message).toBe(
      "Could not reach the portal for GET /api/resources/: Failed to fetch",
    );
  });

  it("never answers from the browser's HTTP cache", async () => {
    const { fetchMock } = stubFetch({ "/api/resources/": jsonResponse([]) });
    await portalRequest(TEST_PORTAL, "/resources/");
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe("no-store");
  });

  it("keeps reading a slow answer that keeps coming, and reports its bytes", async () => {
    const slow = () => answerInPieces(PIECES, { "content-length": "8" }, 15);
    stubFetch({ "/api/resources/": slow });
    const progress: [number, number | null][] = [];
    // Five pieces 15 ms apart take 75 ms in all: longer than the 40 ms of silence allowed.
    const response = await portalRequest(TEST_PORTAL, "/resources/", {
      timeoutMs: 40,
      onBytes: (received, total) => progress.push([received, total]),
    });
    expect(response.text).toBe("[1,2,3]");
    expect(progress.at(-1)).toEqual([7, 8]);
  });

  it("gives no total for a compressed answer, whose declared length is not the length read", async () => {
    stubFetch({
      "/api/resources/": respond("[1,2,3]", {
        type: "application/json",
        headers: { "content-length": "5", "content-encoding": "br" },
      }),
    });
    const progress: [number, number | null][] = [];
    await portalRequest(TEST_PORTAL, "/resources/", {
      onBytes: (received, total) => progress.push([received, total]),
    });
    expect(progress.at(-1)).toEqual([7, null]);
  });

  it("times out when an answer stops coming part-way, and says how much came", async () => {
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("[1,2"));
          },
        }),
        { headers: { "content-type": "application/json" } },
      );
    stubFetch({ "/api/resources/": stalled });
    const error = await failure(portalRequest(TEST_PORTAL, "/resources/", { timeoutMs: 30 }));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(
      "The portal stopped sending GET /api/resources/ for 30 ms, after 4 bytes",
    );
  });

  it("times out as kind timeout", async () => {
    stubHangingFetch();
    const error = await failure(portalRequest(TEST_PORTAL, "/resources/", { timeoutMs: 20 }));
    expect(error.kind).toBe("timeout");
    expect(error.status).toBeNull();
  });

  it("tells a caller's abort from a timeout", async () => {
    stubHangingFetch();
    const controller = new AbortController();
    const pending = failure(
      portalRequest(TEST_PORTAL, "/resources/", { signal: controller.signal, timeoutMs: 5_000 }),
    );
    controller.abort();
    expect((await pending).kind).toBe("aborted");
  });

  it("reports an already-aborted signal as aborted", async () => {
    stubHangingFetch();
    const error = await failure(
      portalRequest(TEST_PORTAL, "/resources/", { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe("aborted");
  });
});

describe("getJson", () => {
  it("parses JSON", async () => {
    stubFetch({ "/api/x": jsonResponse([1, 2]) });
    expect(await getJson(TEST_PORTAL, "/x")).toEqual([1, 2]);
  });

  it("parses JSON served as text/html", async () => {
    stubFetch({ "/api/x": respond('[{"slug":"a"}]', { type: "text/html; charset=utf-8" }) });
    expect(await getJson(TEST_PORTAL, "/x")).toEqual([{ slug: "a" }]);
  });

  it("parses JSON behind a UTF-8 BOM", async () => {
    stubFetch({ "/api/x": respond("\uFEFF[1]", { type: "application/json" }) });
    expect(await getJson(TEST_PORTAL, "/x")).toEqual([1]);
  });

  it("refuses a 204 and a 304 with no body, saying the body was empty", async () => {
    stubFetch({
      "/api/a": respond(null, { status: 204 }),
      "/api/b": respond(null, { status: 304 }),
    });
    const noContent = await failure(getJson(TEST_PORTAL, "/a"));
    expect(noContent.kind).toBe("not-json");
    expect(noContent.message).toBe(
      "Expected JSON from GET /api/a (204 No Content) but the body was empty",
    );
    const notModified = await failure(getJson(TEST_PORTAL, "/b"));
    expect(notModified.kind).toBe("not-json");
    expect(notModified.status).toBe(304);
  });

  it("says an HTML page came where JSON was expected", async () => {
    stubFetch({
      "/api/resources/": respond(
        "<!doctype html><html><title>Explorer</title><div id=root></div>",
        {
          type: "text/html",
        },
      ),
    });
    const error = await failure(getJson(TEST_PORTAL, "/resources/"));
    expect(error.kind).toBe("not-json");
    expect(error.message).toContain("an HTML page came instead");
    expect(error.message).toContain("GET /api/resources/ (200 OK)");
    expect(error.excerpt).toBe("Explorer");
  });

  it("refuses other text", async () => {
    stubFetch({ "/api/x": respond("a,b\n1,2", { type: "text/csv" }) });
    const error = await failure(getJson(TEST_PORTAL, "/x"));
    expect(error.kind).toBe("not-json");
    expect(error.message).toContain("text/csv");
  });

  it("treats a 200 carrying an Eve error as portal-error", async () => {
    stubFetch({
      "/api/x": jsonResponse({ _status: "ERR", _error: { code: 500, message: "DB down" } }),
    });
    const error = await failure(getJson(TEST_PORTAL, "/x"));
    expect(error.kind).toBe("portal-error");
    expect(error.status).toBe(200);
    expect(error.portalMessage).toBe("DB down");
    expect(error.message).toBe(
      'The portal reported an error with 200 OK for GET /api/x: "DB down"',
    );
  });

  it("treats a 200 of only error/message/status_code as portal-error", async () => {
    stubFetch({
      "/api/a": jsonResponse({ error: "Unauthorized" }),
      "/api/b": jsonResponse({ message: "Something broke" }),
      "/api/c": jsonResponse({ status_code: 500, message: "Oops" }),
    });
    for (const path of ["/a", "/b", "/c"]) {
      expect((await failure(getJson(TEST_PORTAL, path))).kind).toBe("portal-error");
    }
  });
});

describe("portalRequest, when a body breaks off", () => {
  it("reports kind network with the status already received and says the answer was cut off", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"slug":'));
      },
      pull(controller) {
        controller.error(new TypeError("network error"));
      },
    });
    stubFetch({ "/api/cut": () => new Response(body, { status: 200 }) });
    const error = await portalRequest(TEST_PORTAL, "/cut").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "network", status: 200 });
    expect(String(error)).toContain("GET /api/cut (200 OK) was cut off");
    expect(isRetryable(error)).toBe(true);
  });
});

describe("a failure whose body reader cannot load", () => {
  it("still names the request and its status, without the portal's words", async () => {
    // As when a new release has replaced the reader's file under an open tab.
    vi.resetModules();
    vi.doMock("./error-body.ts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    try {
      const client = await import("./client.ts");
      stubFetch({
        "/api/x": respond("<html><title>Maintenance until noon</title></html>", {
          status: 503,
          type: "text/html",
        }),
        "/api/y": respond("<html><title>Login</title></html>", { type: "text/html" }),
      });
      // A fresh client has its own ApiError class: the error is read as it is.
      const http = await client.getJson(TEST_PORTAL, "/x").catch((error: unknown) => error);
      expect(http).toMatchObject({ kind: "http", status: 503, portalMessage: null });
      expect(String(http)).toContain("503 Service Unavailable for GET /api/x");
      const notJson = await client.getJson(TEST_PORTAL, "/y").catch((error: unknown) => error);
      expect(notJson).toMatchObject({ kind: "not-json", excerpt: "" });
      expect(String(notJson)).toContain("GET /api/y (200 OK)");
    } finally {
      vi.doUnmock("./error-body.ts");
      vi.resetModules();
    }
  });
});
