import { describe, expect, it } from "vitest";
import { ApiError, isApiError, isRetryable } from "./api-error.ts";
import { excerptOf, extractPortalMessage } from "./error-body.ts";
import { isErrorBody } from "./json-body.ts";

const FLASK_404 = `<!doctype html>
<html lang=en>
<title>404 Not Found</title>
<h1>Not Found</h1>
<p>The requested URL was not found on the server. If you entered the URL manually please check your spelling and try again.</p>
`;
const FLASK_500 = `<!doctype html>
<html lang=en>
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request.</p>
`;
const EXPRESS_404 = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>Cannot GET /api/resource/nope</pre>
</body>
</html>
`;
const NGINX_502 = `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>`;

describe("extractPortalMessage", () => {
  it('reads Eve {"_status": "ERR", "_error": {code, message}}', () => {
    const body = JSON.stringify({
      _status: "ERR",
      _error: { code: 404, message: "Resource not found" },
    });
    expect(extractPortalMessage(body)).toBe("Resource not found");
  });

  it('reads {"error"} as a string or an object', () => {
    expect(extractPortalMessage('{"error":"Unauthorized"}')).toBe("Unauthorized");
    expect(extractPortalMessage('{"error":{"code":"E1","message":"Bad slug"}}')).toBe("Bad slug");
    expect(extractPortalMessage('{"error":"not_found","message":"No such dataset"}')).toBe(
      "not_found: No such dataset",
    );
  });

  it('reads {"message"} and {"status_code", "message"}', () => {
    expect(extractPortalMessage('{"message":"Dataset missing"}')).toBe("Dataset missing");
    expect(extractPortalMessage('{"status_code":500,"message":"Database down"}')).toBe(
      "Database down",
    );
  });

  it('reads an Express "Cannot GET" page', () => {
    expect(extractPortalMessage(EXPRESS_404, "text/html", 404)).toBe(
      "Cannot GET /api/resource/nope",
    );
  });

  it("reads Flask's 404 and 500 pages past their generic titles", () => {
    expect(extractPortalMessage(FLASK_404, "text/html", 404)).toMatch(
      /^The requested URL was not found/,
    );
    expect(extractPortalMessage(FLASK_500, "text/html", 500)).toMatch(/^The server encountered/);
  });

  it("uses an informative <title> first", () => {
    expect(extractPortalMessage("<html><title>Maintenance until 10:00</title></html>")).toBe(
      "Maintenance until 10:00",
    );
  });

  it("says nothing when the page only repeats the status", () => {
    expect(extractPortalMessage(NGINX_502, "text/html", 502)).toBeNull();
    expect(extractPortalMessage("", "text/html", 500)).toBeNull();
    expect(extractPortalMessage("{}", "application/json", 500)).toBeNull();
  });

  it("reads the first line of plain text", () => {
    expect(extractPortalMessage("Upstream timed out\nstack...", "text/plain", 504)).toBe(
      "Upstream timed out",
    );
  });
});

describe("excerptOf", () => {
  it("collapses whitespace and keeps about 200 characters", () => {
    const excerpt = excerptOf(`a   b\n\n${"x".repeat(500)}`);
    expect(excerpt.startsWith("a b x")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(200);
  });

  it("turns HTML into plain text, without scripts", () => {
    expect(
      excerptOf("<html><script>alert(1)</script><h1>Oops &amp; sorry</h1></html>", "text/html"),
    ).toBe("Oops & sorry");
  });
});

describe("isErrorBody", () => {
  it("recognises error objects and nothing else", () => {
    expect(isErrorBody({ _status: "ERR", _error: { code: 500, message: "x" } })).toBe(true);
    expect(isErrorBody({ error: "Unauthorized" })).toBe(true);
    expect(isErrorBody({ message: "Server error" })).toBe(true);
    expect(isErrorBody({ status_code: 404, message: "Not found" })).toBe(true);
    expect(isErrorBody({ _status: "OK", _items: [] })).toBe(false);
    expect(isErrorBody({ name: "x", message: "hi" })).toBe(false);
    expect(isErrorBody({ error: null, data: [] })).toBe(false);
    expect(isErrorBody({})).toBe(false);
    expect(isErrorBody([{ error: "x" }])).toBe(false);
  });
});

describe("ApiError", () => {
  it("reads well: what failed, what was asked, the status and the portal's words", () => {
    const error = new ApiError({
      kind: "http",
      status: 404,
      method: "GET",
      url: "/api/resource/foo",
      portalMessage: "Resource not found",
    });
    expect(error.message).toBe(
      'The portal answered 404 Not Found for GET /api/resource/foo: "Resource not found"',
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
  });

  it("names timeouts and cancellations", () => {
    const timeout = new ApiError({
      kind: "timeout",
      method: "POST",
      url: "/api/proxy",
      timeoutMs: 30_000,
    });
    expect(timeout.message).toBe("The portal did not answer POST /api/proxy within 30 s");
    const aborted = new ApiError({ kind: "aborted", method: "GET", url: "/api/resources/" });
    expect(aborted.message).toBe("The request GET /api/resources/ was cancelled");
  });
});

describe("isRetryable", () => {
  const make = (kind: ApiError["kind"], status: number | null = null) =>
    new ApiError({ kind, status, method: "GET", url: "/api/x" });

  it("retries 5xx, network and timeout", () => {
    expect(isRetryable(make("http", 500))).toBe(true);
    expect(isRetryable(make("http", 503))).toBe(true);
    expect(isRetryable(make("network"))).toBe(true);
    expect(isRetryable(make("timeout"))).toBe(true);
    expect(isRetryable(make("http", 429))).toBe(true);
  });

  it("never retries 4xx, aborted, bad-shape, not-json, portal-error or non-API errors", () => {
    expect(isRetryable(make("http", 404))).toBe(false);
    expect(isRetryable(make("http", 400))).toBe(false);
    expect(isRetryable(make("http", 401))).toBe(false);
    expect(isRetryable(make("aborted"))).toBe(false);
    expect(isRetryable(make("bad-shape"))).toBe(false);
    expect(isRetryable(make("not-json", 200))).toBe(false);
    expect(isRetryable(make("portal-error", 200))).toBe(false);
    expect(isRetryable(new TypeError("bug"))).toBe(false);
  });
});
