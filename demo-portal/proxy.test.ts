import { describe, expect, it } from "vitest";
import { DEMO_SLUGS } from "./handler.ts";
import { LARGE_ANSWER_MIN_BYTES } from "./proxy-answers.ts";
import { proxyBody, testPortal } from "./test-support.ts";

const portal = testPortal();

async function errorOf(response: Response): Promise<{ code: number; message: string }> {
  const body = await response.json();
  expect(body._status).toBe("ERR");
  return body._error;
}

describe("POST /api/proxy", () => {
  it.each([
    ["not JSON", "{oops", /not valid JSON/],
    ["an array", [], /JSON object/],
    ["a wrong action", { action: "get", type: "api", value: "x" }, /"action" must be "fetch"/],
    ["a wrong type", { action: "fetch", type: "file", value: "x" }, /"type" must be "api"/],
    ["a missing value", { action: "fetch", type: "api" }, /"value" must be a dataset slug/],
  ])("answers 400 to %s", async (_label, body, message) => {
    const response = await portal.proxy(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const error = await errorOf(response);
    expect(error.code).toBe(400);
    expect(error.message).toMatch(message);
  });

  it("answers 404 to an unknown slug and to a dataset without an API", async () => {
    expect((await errorOf(await portal.proxy(proxyBody("nope")))).code).toBe(404);
    const noApi = await portal.proxy(proxyBody(DEMO_SLUGS.noApi));
    expect(noApi.status).toBe(404);
    expect((await errorOf(noApi)).message).toMatch(/no attached API/);
  });

  it("answers 405 to GET", async () => {
    const response = await portal.get("/api/proxy");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });

  it("answers a table of flat records", async () => {
    const rows = await (await portal.proxy(proxyBody(DEMO_SLUGS.table))).json();
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.length).toBeLessThanOrEqual(500);
    expect(typeof rows[0].iznos).toBe("number");
    expect(typeof rows[0].aktivan).toBe("boolean");
    expect(new Date(rows[0].datum).toISOString()).toBe(rows[0].datum);
  });

  it("answers nested JSON", async () => {
    const body = await (await portal.proxy(proxyBody(DEMO_SLUGS.nested))).json();
    expect(body.meta).toBeTypeOf("object");
    expect(Array.isArray(body.data.items)).toBe(true);
  });

  it("answers GeoJSON with every geometry type", async () => {
    const body = await (await portal.proxy(proxyBody(DEMO_SLUGS.geojson))).json();
    expect(body.type).toBe("FeatureCollection");
    const types = new Set(
      body.features.map((f: { geometry: { type: string } }) => f.geometry.type),
    );
    expect([...types].sort()).toEqual(["LineString", "MultiPolygon", "Point", "Polygon"]);
  });

  it("answers at least 5 MB of valid JSON for the large dataset", async () => {
    const response = await portal.proxy(proxyBody(DEMO_SLUGS.large));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThanOrEqual(LARGE_ANSWER_MIN_BYTES);
    expect(Array.isArray(JSON.parse(new TextDecoder().decode(bytes)))).toBe(true);
  });

  it("passes the protected upstream's 401 through", async () => {
    const response = await portal.proxy(proxyBody(DEMO_SLUGS.protected));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Unauthorized",
      message: "The upstream API requires an API key",
    });
  });

  it("answers CSV and XML with their content types", async () => {
    const csv = await portal.proxy(proxyBody(DEMO_SLUGS.csv));
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).split("\r\n")[0]).toContain("naziv");
    const xml = await portal.proxy(proxyBody(DEMO_SLUGS.xml));
    expect(xml.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await xml.text()).toMatch(/^<\?xml/);
  });

  it("answers the slow upstream after the requested delay", async () => {
    const started = performance.now();
    const response = await portal.proxy(proxyBody(DEMO_SLUGS.slow), "?delay=150");
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it("answers a 200 carrying an error and an empty 204", async () => {
    const errorBody = await portal.proxy(proxyBody(DEMO_SLUGS.errorBody));
    expect(errorBody.status).toBe(200);
    expect(await errorBody.json()).toEqual({ error: "Unauthorized" });
    const empty = await portal.proxy(proxyBody(DEMO_SLUGS.empty));
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  it("proxies datasets with non-ASCII slugs", async () => {
    expect((await portal.proxy(proxyBody(DEMO_SLUGS.cyrillic))).status).toBe(200);
    expect((await portal.proxy(proxyBody(DEMO_SLUGS.diacritics))).status).toBe(200);
  });
});
