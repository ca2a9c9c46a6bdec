import { describe, expect, it } from "vitest";
import {
  apiFailure as failure,
  jsonResponse,
  respond,
  stubFetch,
  stubHangingFetch,
} from "../test/fetch-stub.ts";
import { recordTaskPriorities, slowClock } from "../test/scheduler-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { fetchProxyAnswer, proxyRequestBody } from "./proxy.ts";

const answer = (response: Response) => {
  stubFetch({ "/api/proxy": response });
  return fetchProxyAnswer(TEST_PORTAL, "air");
};

describe("fetchProxyAnswer", () => {
  it('POSTs exactly {"action":"fetch","type":"api","value":slug}', async () => {
    const { seen } = stubFetch({ "/api/proxy": jsonResponse([]) });
    await fetchProxyAnswer(TEST_PORTAL, "budžet/2019");
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toBe('{"action":"fetch","type":"api","value":"budžet/2019"}');
    expect(proxyRequestBody("x")).toEqual({ action: "fetch", type: "api", value: "x" });
  });

  it("reads JSON arrays of records", async () => {
    const result = await answer(jsonResponse([{ a: 1 }, { a: 2 }]));
    expect(result).toMatchObject({ kind: "json", status: 200, json: [{ a: 1 }, { a: 2 }] });
    expect(result.bytes).toBe(result.text.length);
  });

  it("parses a big table a run of rows at a time, and keeps its text", async () => {
    const priorities = recordTaskPriorities();
    // Every piece of the body takes longer than a slice: the parsing pauses between pieces.
    slowClock(10);
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `row ${i}`.repeat(8) }));
    const body = JSON.stringify(rows);
    const result = await answer(respond(body, { type: "application/json" }));
    expect(result).toMatchObject({ kind: "json", json: rows, text: body });
    // Read whole, the answer would be parsed in one go, with no pause at all.
    expect(priorities.length).toBeGreaterThan(body.length / (64 * 1024));
  });

  it("reads a table in a known envelope as JSON.parse would", async () => {
    const body = { _meta: { total: 2 }, data: [{ a: 1 }, { a: 2 }], _links: {} };
    expect((await answer(jsonResponse(body))).json).toEqual(body);
  });

  it("parses a big object with no table near its start whole, without scanning it all", async () => {
    const pauses = recordTaskPriorities();
    slowClock(10);
    const features = Array.from({ length: 6000 }, (_, i) => ({
      type: "Feature",
      properties: { name: `feature ${i}`.repeat(10) },
      geometry: null,
    }));
    const geo = { type: "FeatureCollection", features };
    const body = JSON.stringify(geo);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const result = await answer(respond(body, { type: "application/geo+json" }));
    expect(result).toMatchObject({ kind: "json", json: geo });
    // Scanned to its end, a pause would follow each of its 64 KB pieces (over 16 of them).
    expect(pauses.length).toBeLessThan(10);
  });

  it("reads nested objects and GeoJSON", async () => {
    const geo = {
      type: "FeatureCollection",
      features: [{ type: "Feature", geometry: null, properties: {} }],
    };
    expect((await answer(jsonResponse(geo))).json).toEqual(geo);
    expect((await answer(jsonResponse({ a: { b: { c: [1] } } }))).json).toEqual({
      a: { b: { c: [1] } },
    });
  });

  it("unwraps a JSON-encoded string that is itself JSON, once", async () => {
    const once = await answer(jsonResponse(JSON.stringify([{ a: 1 }])));
    expect(once).toMatchObject({ kind: "json", json: [{ a: 1 }] });
    const twice = await answer(jsonResponse(JSON.stringify(JSON.stringify([1]))));
    expect(twice.json).toBe('"[1]"');
    expect((await answer(jsonResponse("plain words"))).json).toBe("plain words");
  });

  it("keeps CSV, XML and plain text as text", async () => {
    for (const [body, type] of [
      ["a,b\n1,2\n", "text/csv"],
      ['<?xml version="1.0"?><rows><row a="1"/></rows>', "application/xml"],
      ["just words", "text/plain"],
    ]) {
      const result = await answer(respond(body ?? "", { type }));
      expect(result).toMatchObject({ kind: "text", json: null, text: body, contentType: type });
    }
  });

  it("reads an empty 204 as kind empty", async () => {
    const result = await answer(respond(null, { status: 204 }));
    expect(result).toMatchObject({ kind: "empty", status: 204, bytes: 0, text: "" });
  });

  it("passes an upstream 401/403 through as kind http with the upstream message", async () => {
    const unauthorized = await failure(answer(jsonResponse({ error: "Unauthorized" }, 401)));
    expect(unauthorized).toMatchObject({
      kind: "http",
      status: 401,
      portalMessage: "Unauthorized",
    });
    expect(unauthorized.message).toBe(
      'The portal answered 401 Unauthorized for POST /api/proxy: "Unauthorized"',
    );
    const forbidden = await failure(answer(respond("Forbidden: bad API key", { status: 403 })));
    expect(forbidden).toMatchObject({
      kind: "http",
      status: 403,
      portalMessage: "Forbidden: bad API key",
    });
  });

  it('treats a 200 carrying {"error": "Unauthorized"} as portal-error', async () => {
    const error = await failure(answer(jsonResponse({ error: "Unauthorized" })));
    expect(error).toMatchObject({
      kind: "portal-error",
      status: 200,
      portalMessage: "Unauthorized",
    });
  });

  it("reads very large bodies", async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({ i, name: `row ${i}` }));
    const result = await answer(jsonResponse(rows));
    expect(result.kind).toBe("json");
    expect(Array.isArray(result.json) && result.json.length).toBe(50_000);
  });

  it("times out on a slow upstream with kind timeout", async () => {
    stubHangingFetch();
    const error = await failure(fetchProxyAnswer(TEST_PORTAL, "air", undefined, 20));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("The portal did not answer POST /api/proxy within 20 ms");
  });
});
