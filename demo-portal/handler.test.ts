import { describe, expect, it } from "vitest";
import { HEALTH_SLUGS } from "./demo-slugs.ts";
import { DEMO_SLUGS } from "./handler.ts";
import { testPortal } from "./test-support.ts";

const JSON_TYPE = "application/json; charset=utf-8";
const portal = testPortal();

describe("demo portal read API", () => {
  it("describes its endpoints at the root", async () => {
    const response = await portal.get("/api/");
    expect(response.headers.get("content-type")).toBe(JSON_TYPE);
    expect(JSON.stringify(await response.json())).toContain("/api/resources/");
  });

  it("says what a request carried when it reached the portal, whatever its method", async () => {
    const first = await portal.get("/api/request?a=1", {
      headers: { cookie: "session=1", authorization: "Bearer k" },
    });
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await first.json()).toMatchObject({
      method: "GET",
      path: "/api/request",
      query: "?a=1",
      headers: { cookie: "present", authorization: "present" },
      body: 0,
    });
    expect(
      JSON.stringify(
        await portal.get("/api/request", { headers: { cookie: "s=secret" } }).then((r) => r.json()),
      ),
    ).not.toContain("secret");
    // Each answer is its own request's, never a kept one.
    const second = await portal.get("/api/request", { method: "PUT", body: "12345" });
    expect(await second.json()).toMatchObject({ method: "PUT", headers: {}, body: 5 });
  });

  it("lists dataset summaries as a bare array", async () => {
    const response = await portal.get("/api/resources/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(JSON_TYPE);
    const list: unknown = await response.json();
    if (!Array.isArray(list)) throw new Error("expected an array");
    expect(list).toHaveLength(200);
    for (const key of [
      "ownerName",
      "categoryName",
      "name",
      "slug",
      "description",
      "_updated",
      "_created",
      "_id",
      "_etag",
    ]) {
      expect(list[0]).toHaveProperty(key);
    }
  });

  it("redirects the slash-less list path, keeping the query", async () => {
    const response = await portal.get("/api/resources?page=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/api/resources/?page=2");
  });

  it("pages Eve-style when asked, and the next links cover the catalog", async () => {
    const seen: string[] = [];
    let next: string | undefined = "/api/resources/?page=1&max_results=30";
    while (next) {
      const page = await (await portal.get(next)).json();
      expect(page._meta.total).toBe(200);
      seen.push(...page._items.map((item: { slug: string }) => item.slug));
      next = page._links.next?.href;
    }
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
  });

  it("caps the page size at Eve's 50 and rejects a bad page number", async () => {
    const page = await (await portal.get("/api/resources/?max_results=500")).json();
    expect(page._meta.max_results).toBe(50);
    expect(page._items).toHaveLength(50);
    expect((await portal.get("/api/resources/?page=zero")).status).toBe(400);
  });

  it("returns a detail without owner or category, with objects", async () => {
    const detail = await (await portal.get(`/api/resource/${DEMO_SLUGS.manyObjects}`)).json();
    expect(detail.slug).toBe(DEMO_SLUGS.manyObjects);
    expect(detail).not.toHaveProperty("ownerName");
    expect(detail.objects).toHaveLength(12);
    for (const key of [
      "name",
      "slug",
      "description",
      "url",
      "file",
      "format",
      "size",
      "_updated",
      "_created",
    ]) {
      expect(detail.objects[0]).toHaveProperty(key);
    }
  });

  it("decodes a non-ASCII slug from one path segment", async () => {
    for (const slug of [DEMO_SLUGS.diacritics, DEMO_SLUGS.cyrillic]) {
      const response = await portal.get(`/api/resource/${encodeURIComponent(slug)}`);
      expect(response.status).toBe(200);
      expect((await response.json()).slug).toBe(slug);
    }
  });

  it("keeps the HTML description as a string", async () => {
    const detail = await (await portal.get(`/api/resource/${DEMO_SLUGS.htmlDescription}`)).json();
    expect(detail.description).toContain("<a href=");
  });

  it("answers an unknown slug with an Eve 404 body", async () => {
    const response = await portal.get("/api/resource/no-such-dataset");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe(JSON_TYPE);
    expect(await response.json()).toEqual({
      _status: "ERR",
      _error: { code: 404, message: 'No dataset with slug "no-such-dataset"' },
    });
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    const response = await portal.get("/api/resources/", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("GET");
    expect((await response.json())._error.code).toBe(405);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await portal.get("/api/nothing/here");
    expect(response.status).toBe(404);
    expect((await response.json())._status).toBe("ERR");
  });

  it("answers HEAD with headers only", async () => {
    const response = await portal.get("/api/resources/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("the health page's broken links", () => {
  it("serves a dataset's missing file as 404, a failing one as 500, and holds a hanging one", async () => {
    const detail = await (await portal.get(`/api/resource/${HEALTH_SLUGS.brokenLinks}`)).json();
    const files: string[] = detail.objects.map((object: { file: string }) => object.file);
    const [fine, missing, failing, hanging, picture, geojson] = files;
    expect((await portal.get(fine ?? "", { method: "HEAD" })).status).toBe(200);
    expect((await portal.get(missing ?? "", { method: "HEAD" })).status).toBe(404);
    expect((await portal.get(failing ?? "")).status).toBe(500);
    expect((await portal.get(picture ?? "")).headers.get("content-type")).toBe("image/png");
    const shape = await (await portal.get(geojson ?? "")).json();
    expect(shape.type).toBe("FeatureCollection");
    const gaveUp = new AbortController();
    let answered = false;
    const pending = portal.get(hanging ?? "", { signal: gaveUp.signal }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    gaveUp.abort();
    expect((await pending).status).toBe(504);
  });
});
