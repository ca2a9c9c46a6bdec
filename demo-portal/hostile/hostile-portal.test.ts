/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "../../src/api/api-error.ts";
import { fetchDatasetDetail } from "../../src/api/dataset-detail.ts";
import { fetchDatasetList } from "../../src/api/datasets.ts";
import { fetchProxyAnswer } from "../../src/api/proxy.ts";
import { TEST_PORTAL } from "../../src/test/test-portals.ts";
import { createDemoPortal } from "../handler.ts";
import { TEST_REFERENCE_TIME } from "../test-support.ts";
import { deepJson } from "./faults.ts";
import { createHostilePortal } from "./hostile-portal.ts";
import { HOSTILE_DATASET_COUNT, HOSTILE_SLUGS as S } from "./hostile-slugs.ts";

const ORIGIN = "http://portal.test";

const normal = createDemoPortal({
  scenario: "normal",
  referenceTime: TEST_REFERENCE_TIME,
  slowDelayMs: 5,
});
// Pages of 7 so the list is followed through _links.next and the slash-less redirect.
const portal = createHostilePortal(normal, { datasets: 50, pageSize: 7 });

/** Routes the app's own fetch module to the hostile portal, as MSW or the preview server would. */
function useHostilePortal() {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    let response = await portal(new Request(new URL(url, ORIGIN), init));
    const location = response.headers.get("location");
    if (response.status === 301 && location) {
      response = await portal(new Request(new URL(location, ORIGIN), init));
    }
    // Like a real fetch, an aborted request rejects whatever the server does.
    init?.signal?.throwIfAborted();
    return response;
  });
}

const get = (path: string, init?: RequestInit) => portal(new Request(`${ORIGIN}${path}`, init));
const proxy = (slug: string, signal?: AbortSignal) =>
  portal(
    new Request(`${ORIGIN}/api/proxy`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "fetch", type: "api", value: slug }),
      signal,
    }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("hostile portal", () => {
  it("pages the list Eve-style with _links.next relative to the API root", async () => {
    const response = await get("/api/resources/");
    const body = await response.json();
    expect(body._meta).toMatchObject({ page: 1, max_results: 7 });
    expect(body._items).toHaveLength(7);
    expect(body._links.next.href).toBe("resources?max_results=7&page=2");
  });

  // "Not minutes" is the test's timeout, not a timing assertion that a loaded machine could trip.
  it("serves 50,000 readable datasets by default in 26 pages", { timeout: 60_000 }, async () => {
    const big = createDemoPortal({ scenario: "hostile", referenceTime: TEST_REFERENCE_TIME });
    let path: string | null = "/api/resources/";
    let pages = 0;
    let items = 0;
    while (path !== null) {
      const body = await (await big(new Request(`${ORIGIN}${path}`))).json();
      pages += 1;
      items += body._items.length;
      // Eve's "resources?page=2" is slash-less; the normal portal redirects that to "resources/".
      path = body._links.next ? `/api/resources/?${body._links.next.href.split("?")[1]}` : null;
    }
    expect(pages).toBe(26);
    expect(items).toBeGreaterThan(HOSTILE_DATASET_COUNT);
  });

  it("answers each failing detail the way it promises", async () => {
    const status = async (slug: string) =>
      (await get(`/api/resource/${encodeURIComponent(slug)}`)).status;
    expect(await status(S.eve404)).toBe(404);
    expect(await status(S.express404)).toBe(404);
    expect(await status(S.flask500)).toBe(500);
    expect(await status(S.plain400)).toBe(400);
    expect(await status(S.statusCode500)).toBe(500);
    expect(await status(S.eveErrorWith200)).toBe(200);
    expect(await status(S.htmlWith200)).toBe(200);
    expect(await status(S.unavailable)).toBe(503);
    const asHtml = await get(`/api/resource/${S.jsonAsHtml}`);
    expect(asHtml.headers.get("content-type")).toContain("text/html");
  });

  it("closes a body mid-way, and holds a request until the client gives up", async () => {
    const cut = await get(`/api/resource/${S.truncated}`);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    const controller = new AbortController();
    const pending = get(`/api/resource/${S.hang}`, { signal: controller.signal });
    controller.abort();
    expect((await pending).status).toBe(499);
  });

  it("builds JSON 10,000 levels deep that JSON.parse reads", () => {
    const text = deepJson(10_000);
    expect(JSON.parse(text).depth).toBe(10_000);
  });

  it("passes everything else on to the normal portal", async () => {
    expect((await get("/api/")).status).toBe(200);
    expect((await get("/api/resource/no-such-dataset")).status).toBe(404);
  });
});

describe("the app's fetch module against the hostile portal", () => {
  it("lists every readable dataset once: junk dropped, the first of a repeated slug kept", async () => {
    useHostilePortal();
    const list = (await fetchDatasetList(TEST_PORTAL)).datasets;
    expect(list).toHaveLength(50);
    const repeated = list.filter((item) => item.slug === S.repeated);
    expect(repeated.map((item) => item.name)).toEqual(["Repeated slug, first listing"]);
    expect(list.some((item) => item.slug === "" && item.name.includes("no slug"))).toBe(true);
  });

  it("reads every special detail or fails with an ApiError, never anything else", async () => {
    useHostilePortal();
    const outcomes: Record<string, string> = {};
    for (const slug of Object.values(S)) {
      if (slug === S.hang) continue;
      try {
        const detail = await fetchDatasetDetail(TEST_PORTAL, slug);
        outcomes[slug] = `ok ${detail.objects.length}`;
      } catch (error) {
        if (!isApiError(error)) throw error;
        outcomes[slug] = `${error.kind} ${error.status ?? "-"}`;
      }
    }
    expect(outcomes).toMatchObject({
      [S.script]: "ok 10",
      [S.objectsEmptyObject]: "ok 0",
      [S.objectsNull]: "ok 0",
      [S.objectsKeyed]: "ok 2",
      [S.slash]: "ok 1",
      [S.percent]: "ok 1",
      [S.dotDot]: "http 404",
      [S.nonLatin]: "ok 1",
      [S.eve404]: "http 404",
      [S.express404]: "http 404",
      [S.flask500]: "http 500",
      [S.plain400]: "http 400",
      [S.statusCode500]: "http 500",
      [S.eveErrorWith200]: "portal-error 200",
      [S.htmlWith200]: "not-json 200",
      [S.unavailable]: "http 503",
      [S.jsonAsHtml]: "ok 1",
      [S.invalidUtf8]: "ok 1",
      [S.truncated]: "network 200",
    });
  });

  it("makes no dangerous link clickable", async () => {
    useHostilePortal();
    for (const slug of [S.script, S.everyForm]) {
      const detail = await fetchDatasetDetail(TEST_PORTAL, slug);
      for (const object of detail.objects) {
        for (const link of [object.url, object.file]) {
          if (link.href !== null) expect(link.href).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it("reads every proxy answer or fails with an ApiError", async () => {
    useHostilePortal();
    const deep = await fetchProxyAnswer(TEST_PORTAL, S.deepJson);
    expect(deep.kind).toBe("json");
    expect((await fetchProxyAnswer(TEST_PORTAL, S.proxyInvalidUtf8)).kind).toBe("text");
    expect((await fetchProxyAnswer(TEST_PORTAL, S.proxyJsonAsHtml)).kind).toBe("json");
    expect((await fetchProxyAnswer(TEST_PORTAL, S.proxyHtmlWith200)).kind).toBe("text");
    await expect(fetchProxyAnswer(TEST_PORTAL, S.proxyTruncated)).rejects.toMatchObject({
      kind: "network",
    });
    await expect(fetchProxyAnswer(TEST_PORTAL, S.proxyHang, undefined, 50)).rejects.toMatchObject({
      kind: "timeout",
    });
  });

  it("ends a detail that never answers with the client's timeout", async () => {
    useHostilePortal();
    const controller = new AbortController();
    const pending = proxy(S.proxyHang, controller.signal);
    controller.abort();
    expect((await pending).status).toBe(499);
  });
});
