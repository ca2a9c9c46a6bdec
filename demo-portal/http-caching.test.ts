import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { chooseContentCoding, withHttpCaching } from "./http-caching.ts";
import { testPortal } from "./test-support.ts";

const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);
const ORIGIN = "http://portal.test";
const LAST_MODIFIED = "Tue, 02 Apr 2024 10:29:13 GMT";
const BIG_TEXT = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `Skup ${i}` })));

function fakePortal(body = BIG_TEXT, headers: Record<string, string> = {}) {
  const inner = vi.fn(async (_request: Request) => {
    return new Response(body, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Last-Modified": LAST_MODIFIED,
        ...headers,
      },
    });
  });
  const handler = withHttpCaching(inner);
  const get = (path = "/api/resources/", requestHeaders: Record<string, string> = {}) =>
    handler(new Request(`${ORIGIN}${path}`, { headers: requestHeaders }));
  return { inner, handler, get };
}

describe("withHttpCaching: validators", () => {
  it("gives a strong ETag that stays the same across requests, computing the answer once", async () => {
    const { inner, get } = fakePortal();
    const first = await get();
    const second = await get();
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe(BIG_TEXT);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it("gives different bodies different tags", async () => {
    const a = await fakePortal(`${BIG_TEXT} `).get();
    const b = await fakePortal().get();
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
  });

  it("answers 304 with no body to a matching If-None-Match, weak or in a list, and to *", async () => {
    const { get } = fakePortal();
    const etag = (await get()).headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await get("/api/resources/", { "If-None-Match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.body).toBeNull();
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("last-modified")).toBe(LAST_MODIFIED);
      expect(response.headers.get("content-type")).toBeNull();
    }
  });

  it("answers 200 with the body to a tag that does not match", async () => {
    const { get } = fakePortal();
    const response = await get("/api/resources/", { "If-None-Match": '"not-this-one"' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BIG_TEXT);
  });

  it("answers If-Modified-Since, but only when no If-None-Match came", async () => {
    const { get } = fakePortal();
    const at = (ims: string, extra: Record<string, string> = {}) =>
      get("/api/resources/", { "If-Modified-Since": ims, ...extra }).then((r) => r.status);
    expect(await at(LAST_MODIFIED)).toBe(304);
    expect(await at("Wed, 03 Apr 2024 00:00:00 GMT")).toBe(304);
    expect(await at("Mon, 01 Apr 2024 00:00:00 GMT")).toBe(200);
    expect(await at("not a date")).toBe(200);
    expect(await at(LAST_MODIFIED, { "If-None-Match": '"stale"' })).toBe(200);
  });

  it("neither keeps nor tags errors, and asks again for them", async () => {
    const inner = vi.fn(async () => new Response("{}", { status: 404 }));
    const handler = withHttpCaching(inner);
    const response = await handler(new Request(`${ORIGIN}/api/resource/x`));
    await handler(new Request(`${ORIGIN}/api/resource/x`));
    expect(response.status).toBe(404);
    expect(response.headers.get("etag")).toBeNull();
    expect(inner).toHaveBeenCalledTimes(2);
  });
});

describe("withHttpCaching: compression", () => {
  it("prefers br, then gzip, by quality", () => {
    expect(chooseContentCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseContentCoding("gzip")).toBe("gzip");
    expect(chooseContentCoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseContentCoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseContentCoding("*")).toBe("br");
    expect(chooseContentCoding("identity")).toBeNull();
    expect(chooseContentCoding(null)).toBeNull();
  });

  it("sends brotli that decompresses to the same bytes, with its own tag and Vary", async () => {
    const { get } = fakePortal();
    const plain = await get();
    const response = await get("/api/resources/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(BIG_TEXT.length / 3);
    expect((await brotliDecompressAsync(bytes)).toString("utf8")).toBe(BIG_TEXT);
  });

  it("sends gzip that decompresses to the same bytes", async () => {
    const { get } = fakePortal();
    const response = await get("/api/resources/", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await gunzipAsync(bytes)).toString("utf8")).toBe(BIG_TEXT);
  });

  it("answers 304 to the tag of any coding it sent", async () => {
    const { get } = fakePortal();
    const br = await get("/api/resources/", { "Accept-Encoding": "br" });
    const again = await get("/api/resources/", {
      "Accept-Encoding": "gzip",
      "If-None-Match": br.headers.get("etag") ?? "",
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toMatch(/-gz"$/);
  });

  it("leaves tiny bodies and binary files uncompressed", async () => {
    const tiny = await fakePortal("[]").get("/api/resources/", { "Accept-Encoding": "br" });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(tiny.headers.get("vary")).toBeNull();
    expect(await tiny.text()).toBe("[]");
    const zip = await fakePortal(BIG_TEXT, { "Content-Type": "application/zip" }).get("/a.zip", {
      "Accept-Encoding": "br",
    });
    expect(zip.headers.get("content-encoding")).toBeNull();
    expect(zip.headers.get("etag")).not.toBeNull();
  });

  it("compresses a POST answer but never tags or keeps it", async () => {
    const inner = vi.fn(
      async () => new Response(BIG_TEXT, { headers: { "Content-Type": "text/csv" } }),
    );
    const handler = withHttpCaching(inner);
    const post = () =>
      handler(
        new Request(`${ORIGIN}/api/proxy`, {
          method: "POST",
          body: "{}",
          headers: { "Accept-Encoding": "gzip" },
        }),
      );
    const response = await post();
    await post();
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toBeNull();
    expect((await gunzipAsync(Buffer.from(await response.arrayBuffer()))).toString("utf8")).toBe(
      BIG_TEXT,
    );
    expect(inner).toHaveBeenCalledTimes(2);
  });
});

describe("the demo portal as a host", () => {
  const portal = testPortal();

  it("dates the list from its newest dataset and a detail from its _updated", async () => {
    const list = await portal.get("/api/resources/");
    const summaries: { _updated: string; slug: string }[] = await list.json();
    const newest = Math.max(...summaries.map((s) => Date.parse(s._updated) || 0));
    expect(Date.parse(list.headers.get("last-modified") ?? "")).toBeGreaterThanOrEqual(newest);
    expect(list.headers.get("etag")).not.toBeNull();
    const dated = summaries.find((s) => !s._updated.startsWith("Thu, 01 Jan 1970"));
    if (!dated) throw new Error("a dated dataset");
    const detail = await portal.get(`/api/resource/${encodeURIComponent(dated.slug)}`);
    expect(detail.headers.get("last-modified")).toBe(dated._updated);
    expect(detail.headers.get("etag")).not.toBeNull();
  });

  it("tags and dates the root, Eve pages and uploads, and answers 304 to them", async () => {
    const page = await portal.get("/api/resources/?page=2");
    expect(page.headers.get("last-modified")).not.toBeNull();
    const detail: { objects: { file: string | null }[] } = await (
      await portal.get("/api/resource/budzet-grada-novog-sada-2024")
    ).json();
    const file = detail.objects.find((object) => object.file)?.file;
    if (!file) throw new Error("a file");
    for (const path of ["/api/", "/api/resources/?page=2", file]) {
      const first = await portal.get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("last-modified"), path).not.toBeNull();
      const etag = first.headers.get("etag") ?? "";
      const again = await portal.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("sends the city list with no Cache-Control, so clients must revalidate", async () => {
    const list = await portal.get("/api/resources/");
    expect(list.headers.get("cache-control")).toBeNull();
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await portal.get("/api/resources/", {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });
});
