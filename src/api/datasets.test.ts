import { describe, expect, it, vi } from "vitest";
import { apiFailure as failure, jsonResponse, respond, stubFetch } from "../test/fetch-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { fetchDatasetDetail } from "./dataset-detail.ts";
import {
  fetchDatasetList,
  MAX_PAGES,
  PARALLEL_PAGES,
  readFirstPage,
  readRestOfList,
  resolveNextPath,
} from "./datasets.ts";
import { createPortal } from "./portal.ts";

const ds = (slug: string) => ({ slug, name: `Dataset ${slug}` });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ds(`d${from + i}`));

/** The summaries a list read gives (what the tests below look at). */
async function readList(...args: Parameters<typeof fetchDatasetList>) {
  return (await fetchDatasetList(...args)).datasets;
}

describe("fetchDatasetList", () => {
  it("accepts a bare array", async () => {
    const { seen } = stubFetch({ "/api/resources/": jsonResponse([ds("a"), ds("b")]) });
    const list = await readList(TEST_PORTAL);
    expect(list.map((s) => s.slug)).toEqual(["a", "b"]);
    expect(seen.map((r) => r.url)).toEqual(["/api/resources/"]);
  });

  it("reads a bare array too long to spread into one call", async () => {
    const many = Array.from({ length: 300_000 }, (_, i) => ({ slug: `d${i}`, name: `D ${i}` }));
    stubFetch({ "/api/resources/": jsonResponse(many) });
    const list = await readList(TEST_PORTAL);
    expect(list).toHaveLength(300_000);
  });

  it("follows Eve's _links.next relative to the API root until it runs out", async () => {
    const { seen } = stubFetch({
      "/api/resources/": jsonResponse({
        _items: range(1, 25),
        _meta: { page: 1, max_results: 25, total: 60 },
        _links: { next: { href: "resources?page=2", title: "next page" } },
      }),
      "/api/resources?page=2": jsonResponse({
        _items: range(26, 50),
        _meta: { page: 2, max_results: 25, total: 60 },
        _links: { next: { href: "/api/resources?page=3" } },
      }),
      "/api/resources?page=3": jsonResponse({
        _items: range(51, 60),
        _meta: { page: 3, max_results: 25, total: 60 },
        _links: {},
      }),
    });
    const list = await readList(TEST_PORTAL);
    expect(list).toHaveLength(60);
    expect(seen).toHaveLength(3);
  });

  describe("numbered pages with a total", () => {
    /** A stock Eve portal: `total` datasets, 25 a page, answering each page after a few ms. */
    function evePortal(
      total: number,
      options: { shortAfter?: number; failPage?: number; delayOf?: (page: number) => number } = {},
    ) {
      let inFlight = 0;
      let maxInFlight = 0;
      const requested: number[] = [];
      const signals: AbortSignal[] = [];
      const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input), "http://app.test");
        const n = Number(url.searchParams.get("page") ?? "1");
        requested.push(n);
        if (init?.signal) signals.push(init.signal);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, options.delayOf?.(n) ?? 5));
        inFlight -= 1;
        if (n === options.failPage) return jsonResponse({ _error: { code: 500 } }, 500);
        // Datasets deleted since the total was counted: the list really ends inside page shortAfter.
        const real = options.shortAfter ? (options.shortAfter - 1) * 25 + 10 : total;
        const end = Math.min(n * 25, real);
        return jsonResponse({
          _items: (n - 1) * 25 < end ? range((n - 1) * 25 + 1, end) : [],
          _meta: { page: n, max_results: 25, total },
          _links: n * 25 < real ? { next: { href: `resources?page=${n + 1}` } } : {},
        });
      });
      vi.stubGlobal("fetch", fetchMock);
      return { requested, signals, maxInFlight: () => maxInFlight };
    }

    it("fetches them side by side, at most PARALLEL_PAGES at a time, and keeps their order", async () => {
      const portal = evePortal(250);
      const list = await readList(TEST_PORTAL);
      expect(list.map((s) => s.slug)).toEqual(range(1, 250).map((d) => d.slug));
      expect(portal.requested).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(portal.maxInFlight()).toBe(PARALLEL_PAGES);
    });

    it("tells of each page in the list's order, a page that comes early waiting for those before it", async () => {
      // Later pages answer sooner: page 2 last of its six.
      evePortal(250, { delayOf: (n) => (n === 2 ? 40 : 40 - 3 * n) });
      const first = readFirstPage(TEST_PORTAL, await (await fetch("/api/resources/")).json());
      const told: string[] = [];
      await readRestOfList(TEST_PORTAL, first, {
        onPage: (items) => told.push(...items.map((item) => (item as { slug: string }).slug)),
      });
      expect(told).toEqual(range(26, 250).map((d) => d.slug));
    });

    it("reports how many datasets have come, of the total", async () => {
      evePortal(250);
      const progress: { loaded: number; total: number | null }[] = [];
      // Pages are counted in datasets; the bytes of each answer are reported apart.
      await readList(TEST_PORTAL, {
        onProgress: (p) => {
          if (p.bytes === undefined) progress.push(p);
        },
      });
      expect(progress[0]).toEqual({ loaded: 25, total: 250 });
      expect(progress.at(-1)).toEqual({ loaded: 250, total: 250 });
      expect(progress.map((p) => p.loaded)).toEqual(
        [...progress.map((p) => p.loaded)].sort((a, b) => a - b),
      );
      expect(progress).toHaveLength(10);
    });

    it("ends at a short page when the total was stale", async () => {
      const portal = evePortal(300, { shortAfter: 4 });
      const list = await readList(TEST_PORTAL);
      expect(list).toHaveLength(3 * 25 + 10);
      expect(Math.max(...portal.requested)).toBeLessThanOrEqual(4 + PARALLEL_PAGES);
    });

    it("fails as a whole when one page fails, cancelling the pages in flight", async () => {
      // The error's reader of bodies is loaded when the first failure comes (a few ms in a
      // browser); this portal answers at once, so it is loaded first, or every page would be in.
      await import("./error-body.ts");
      const portal = evePortal(400, { failPage: 3 });
      const error = await failure(fetchDatasetList(TEST_PORTAL));
      expect(error.kind).toBe("http");
      expect(error.status).toBe(500);
      expect(portal.signals.slice(1).every((signal) => signal.aborted)).toBe(true);
      expect(Math.max(...portal.requested)).toBeLessThan(16);
    });
  });

  it("pages Eve by page= and max_results= when there are no links, stopping on a short page", async () => {
    const { seen } = stubFetch({
      "/api/resources/": jsonResponse({ _items: range(1, 2), _meta: { page: 1, max_results: 2 } }),
      "/api/resources/?page=2&max_results=2": jsonResponse({
        _items: range(3, 4),
        _meta: { page: 2, max_results: 2 },
      }),
      "/api/resources/?page=3&max_results=2": jsonResponse({
        _items: range(5, 5),
        _meta: { page: 3, max_results: 2 },
      }),
    });
    expect(await readList(TEST_PORTAL)).toHaveLength(5);
    expect(seen).toHaveLength(3);
  });

  it("stops on an empty page when there is no total", async () => {
    const { seen } = stubFetch({
      "/api/resources/": jsonResponse({
        _items: [ds("a")],
        _links: { next: { href: "resources?page=2" } },
      }),
      "/api/resources?page=2": jsonResponse({
        _items: [],
        _links: { next: { href: "resources?page=3" } },
      }),
    });
    expect(await readList(TEST_PORTAL)).toHaveLength(1);
    expect(seen).toHaveLength(2);
  });

  it("stops when a next link repeats", async () => {
    const { seen } = stubFetch({
      "/api/resources/": jsonResponse({
        _items: [ds("a")],
        _links: { next: { href: "resources?page=2" } },
      }),
      "/api/resources?page=2": jsonResponse({
        _items: [ds("b")],
        _links: { next: { href: "resources?page=2" } },
      }),
    });
    expect((await readList(TEST_PORTAL)).map((s) => s.slug)).toEqual(["a", "b"]);
    expect(seen).toHaveLength(2);
  });

  it("stops after MAX_PAGES pages of a portal that pages forever", async () => {
    let n = 0;
    const fetchMock = vi.fn(async () => {
      n += 1;
      return jsonResponse({ data: [ds(`p${n}`)], next_page: `/api/resources?page=${n + 1}` });
    });
    vi.stubGlobal("fetch", fetchMock);
    expect(await readList(TEST_PORTAL)).toHaveLength(MAX_PAGES);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_PAGES);
  });

  it("accepts {data, next_page, total}", async () => {
    stubFetch({
      "/api/resources/": jsonResponse({
        data: [ds("a")],
        next_page: "https://portal.example/api/resources/?page=2",
        total: 2,
      }),
      "/api/resources/?page=2": jsonResponse({ data: [ds("b")], next_page: null, total: 2 }),
    });
    expect((await readList(TEST_PORTAL)).map((s) => s.slug)).toEqual(["a", "b"]);
  });

  it("accepts {results, count, next}", async () => {
    stubFetch({
      "/api/resources/": jsonResponse({
        count: 2,
        next: "http://portal.example/api/resources/?page=2",
        results: [ds("a")],
      }),
      "/api/resources/?page=2": jsonResponse({ count: 2, next: null, results: [ds("b")] }),
    });
    expect((await readList(TEST_PORTAL)).map((s) => s.slug)).toEqual(["a", "b"]);
  });

  it("de-duplicates by slug across pages, keeping the first", async () => {
    stubFetch({
      "/api/resources/": jsonResponse({ data: [ds("a"), ds("b")], next_page: 2 }),
      "/api/resources/?page=2": jsonResponse({ data: [{ slug: "a", name: "Later" }, ds("c")] }),
    });
    const list = await readList(TEST_PORTAL);
    expect(list.map((s) => s.slug)).toEqual(["a", "b", "c"]);
    expect(list[0]?.name).toBe("Dataset a");
  });

  it("fails with bad-shape when the list is not a list", async () => {
    stubFetch({ "/api/resources/": jsonResponse(42) });
    const error = await failure(fetchDatasetList(TEST_PORTAL));
    expect(error.kind).toBe("bad-shape");
    expect(error.message).toBe(
      "The answer to GET /api/resources/ could not be read: expected a list of datasets, got a number",
    );
  });

  it("fails with bad-shape on an object without any list", async () => {
    stubFetch({ "/api/resources/": jsonResponse({ hello: "world" }) });
    expect((await failure(fetchDatasetList(TEST_PORTAL))).kind).toBe("bad-shape");
  });

  it("passes the caller's signal on", async () => {
    const { fetchMock } = stubFetch({ "/api/resources/": jsonResponse([]) });
    const controller = new AbortController();
    await readList(TEST_PORTAL, { signal: controller.signal });
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });
});

describe("resolveNextPath", () => {
  it("maps a proxied portal's links, under its path prefix, onto its API", () => {
    const portal = createPortal(
      { id: "rs", name: "Srbija", api: "https://data.gov.example/prefix/api" },
      "https://explorer.example",
    );
    expect(resolveNextPath(portal, "resources?page=2", "/resources/")).toBe("/resources?page=2");
    expect(resolveNextPath(portal, "prefix/api/resources?page=2", "/resources/")).toBe(
      "/resources?page=2",
    );
    expect(resolveNextPath(portal, "/prefix/api/resources?page=2", "/resources/")).toBe(
      "/resources?page=2",
    );
    expect(
      resolveNextPath(
        portal,
        "https://data.gov.example/prefix/api/resources/?page=3",
        "/resources/",
      ),
    ).toBe("/resources/?page=3");
    // Echoed through the proxy by a portal that sees the explorer's host.
    expect(resolveNextPath(portal, "/portals/rs/prefix/api/resources?page=4", "/resources/")).toBe(
      "/resources?page=4",
    );
    // A link out of the portal's API is not followed.
    expect(resolveNextPath(portal, "https://evil.example/steal?page=2", "/resources/")).toBeNull();
  });

  it("maps every form of paging link onto a path below /api", () => {
    expect(resolveNextPath(TEST_PORTAL, "resources?page=2", "/resources/")).toBe(
      "/resources?page=2",
    );
    expect(resolveNextPath(TEST_PORTAL, "api/resources?page=2", "/resources/")).toBe(
      "/resources?page=2",
    );
    expect(resolveNextPath(TEST_PORTAL, "/api/resources?page=2", "/resources/")).toBe(
      "/resources?page=2",
    );
    expect(
      resolveNextPath(TEST_PORTAL, "https://portal.example/api/resources/?page=2", "/resources/"),
    ).toBe("/resources/?page=2");
    expect(resolveNextPath(TEST_PORTAL, "?page=3", "/resources/?page=2")).toBe(
      "/resources/?page=3",
    );
    expect(resolveNextPath(TEST_PORTAL, "", "/resources/")).toBeNull();
    expect(resolveNextPath(TEST_PORTAL, "javascript:alert(1)", "/resources/")).toBeNull();
  });
});

describe("fetchDatasetDetail", () => {
  it("asks for one encoded path segment", async () => {
    const slugs: Record<string, string> = {
      "a/b": "/api/resource/a%2Fb",
      "100%": "/api/resource/100%25",
      "../x": "/api/resource/..%2Fx",
      "with space": "/api/resource/with%20space",
      budžet: "/api/resource/bud%C5%BEet",
      "?x=1#y": "/api/resource/%3Fx%3D1%23y",
    };
    for (const [slug, url] of Object.entries(slugs)) {
      const { seen } = stubFetch({ [url]: jsonResponse({ slug, name: "x" }) });
      const detail = await fetchDatasetDetail(TEST_PORTAL, slug);
      expect(seen[0]?.url).toBe(url);
      expect(detail.slug).toBe(slug);
    }
  });

  it('refuses "..", "." and "" without sending them, as a 404', async () => {
    const { fetchMock } = stubFetch({});
    for (const slug of ["..", ".", ""]) {
      const error = await failure(fetchDatasetDetail(TEST_PORTAL, slug));
      expect(error.status).toBe(404);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads a detail, resolving object links against the portal origin", async () => {
    stubFetch({
      "/api/resource/air": jsonResponse({
        _id: { $oid: "1" },
        name: "Air",
        slug: "air",
        objects: [{ slug: "pm10", file: "/uploads/pm10.csv", format: null }],
      }),
    });
    const detail = await fetchDatasetDetail(TEST_PORTAL, "air");
    expect(detail.objects[0]?.format.label).toBe("CSV");
    expect(detail.objects[0]?.file.href).toMatch(/^https?:\/\/[^/]+\/uploads\/pm10\.csv$/);
  });

  it("reports an unknown slug as 404 (JSON or HTML), 400 or 500 with the portal's words", async () => {
    stubFetch({
      "/api/resource/a": jsonResponse(
        { _status: "ERR", _error: { code: 404, message: "Not found" } },
        404,
      ),
      "/api/resource/b": respond("<title>Error</title><pre>Cannot GET /api/resource/b</pre>", {
        status: 404,
        type: "text/html",
      }),
      "/api/resource/c": jsonResponse({ message: "Invalid slug" }, 400),
      "/api/resource/d": jsonResponse({ status_code: 500, message: "boom" }, 500),
    });
    const expected: Record<string, [number, string]> = {
      a: [404, "Not found"],
      b: [404, "Cannot GET /api/resource/b"],
      c: [400, "Invalid slug"],
      d: [500, "boom"],
    };
    for (const [slug, [status, message]] of Object.entries(expected)) {
      const error = await failure(fetchDatasetDetail(TEST_PORTAL, slug));
      expect(error.kind).toBe("http");
      expect(error.status).toBe(status);
      expect(error.portalMessage).toBe(message);
    }
  });

  it("fails with bad-shape when the detail has neither name nor slug", async () => {
    stubFetch({ "/api/resource/x": jsonResponse({ _id: "1", objects: [] }) });
    const error = await failure(fetchDatasetDetail(TEST_PORTAL, "x"));
    expect(error.kind).toBe("bad-shape");
    expect(error.url).toBe("/api/resource/x");
  });
});

describe("a conditional list read", () => {
  it("asks with the last answer's ETag and keeps the very same snapshot on a 304", async () => {
    const { seen } = stubFetch({
      "/api/resources/": [
        respond(JSON.stringify([ds("a")]), {
          type: "application/json",
          headers: { etag: '"v1"', "last-modified": "Mon, 23 Nov 2026 00:00:00 GMT" },
        }),
        respond(null, { status: 304 }),
        respond(JSON.stringify([ds("a"), ds("b")]), {
          type: "application/json",
          headers: { etag: '"v2"' },
        }),
      ],
    });
    const first = await fetchDatasetList(TEST_PORTAL);
    expect(first.validators).toEqual({
      etag: '"v1"',
      lastModified: "Mon, 23 Nov 2026 00:00:00 GMT",
    });
    expect(seen[0]?.headers.get("if-none-match")).toBeNull();
    const again = await fetchDatasetList(TEST_PORTAL, { previous: first });
    expect(again).toBe(first);
    expect(seen[1]?.headers.get("if-none-match")).toBe('"v1"');
    const changed = await fetchDatasetList(TEST_PORTAL, { previous: first });
    expect(changed.datasets.map((d) => d.slug)).toEqual(["a", "b"]);
    expect(changed.validators?.etag).toBe('"v2"');
  });

  it("falls back to If-Modified-Since when the portal gives no ETag", async () => {
    const { seen } = stubFetch({ "/api/resources/": respond(null, { status: 304 }) });
    const previous = {
      datasets: [],
      validators: { etag: null, lastModified: "Mon, 23 Nov 2026 00:00:00 GMT" },
    };
    expect(await fetchDatasetList(TEST_PORTAL, { previous })).toBe(previous);
    expect(seen[0]?.headers.get("if-modified-since")).toBe("Mon, 23 Nov 2026 00:00:00 GMT");
  });

  it("keeps no validators for a paged list, which is read whole every time", async () => {
    stubFetch({
      "/api/resources/": jsonResponse({
        _items: [ds("a")],
        _meta: { page: 1, max_results: 1, total: 2 },
        _links: { next: { href: "resources?page=2" } },
      }),
      "/api/resources?page=2": jsonResponse({ _items: [ds("b")], _meta: { page: 2, total: 2 } }),
    });
    const snapshot = await fetchDatasetList(TEST_PORTAL);
    expect(snapshot.datasets).toHaveLength(2);
    expect(snapshot.validators).toBeNull();
  });
});
