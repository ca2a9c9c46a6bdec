import { describe, expect, it } from "vitest";
import { jsonResponse, respond, stubFetch } from "../test/fetch-stub.ts";
import { loadPortals, ownHostPortal, PortalsLoadError } from "./portals.ts";

const ORIGIN = "https://data.novisad.example";
const INDEX_HTML = '<!doctype html>\n<html lang="en"><head><title>Open data explorer</title>';

async function loadWith(answer: Response) {
  stubFetch({ "/portals.json": answer });
  return loadPortals(ORIGIN);
}

describe("loadPortals", () => {
  it("serves the portals a portals file lists", async () => {
    const portals = await loadWith(
      jsonResponse([
        { id: "city", name: "City", api: "/api" },
        { id: "state", name: "State", api: "https://state.example/api" },
      ]),
    );
    expect(portals.list.map((portal) => [portal.id, portal.localApi])).toEqual([
      ["city", "/api"],
      ["state", "/portals/state/api"],
    ]);
  });

  it("with no portals file (404), reads its own host's /api as its one portal", async () => {
    const portals = await loadWith(respond("Not Found", { status: 404, type: "text/html" }));
    expect(portals.several).toBe(false);
    expect(portals.first).toMatchObject({
      id: "data-novisad-example",
      name: "data.novisad.example",
      api: `${ORIGIN}/api`,
      localApi: "/api",
      route: "",
    });
  });

  it("takes a host's SPA fallback (index.html in the file's place) as no file", async () => {
    const asHtml = await loadWith(respond(INDEX_HTML, { type: "text/html; charset=utf-8" }));
    expect(asHtml.first.name).toBe("data.novisad.example");
    // Some hosts send their fallback page with no type or a wrong one.
    const untyped = await loadWith(respond(`\n${INDEX_HTML}`, { type: "text/plain" }));
    expect(untyped.first.localApi).toBe("/api");
  });

  it("reads a real portals file served as text/html: the body decides, not the type", async () => {
    const portals = await loadWith(
      respond('[{"id": "city", "name": "City", "api": "https://city.example/api"}]', {
        type: "text/html",
      }),
    );
    expect(portals.first).toMatchObject({ id: "city", name: "City" });
    // A wrong file served so is still the clear error, not silently no file.
    await expect(loadWith(respond('{"id": "city"}', { type: "text/html" }))).rejects.toThrow(
      /must be a JSON array/,
    );
  });

  it("still stops on a file that is there but wrong, naming the problem", async () => {
    await expect(loadWith(jsonResponse({ id: "city" }))).rejects.toThrow(
      /^\/portals\.json: the portals file must be a JSON array/,
    );
    await expect(
      loadWith(respond('[{"id": "city",', { type: "application/json" })),
    ).rejects.toBeInstanceOf(PortalsLoadError);
    await expect(
      loadWith(jsonResponse([{ id: "Bad Id", name: "x", api: "/api" }])),
    ).rejects.toThrow(/entry 1 \("Bad Id"\): "id" must be lower-case/);
  });

  it("stops on a host error other than a missing file", async () => {
    await expect(loadWith(respond("nope", { status: 403, type: "text/plain" }))).rejects.toThrow(
      "The portals file /portals.json answered 403",
    );
    await expect(loadWith(respond("boom", { status: 500, type: "text/html" }))).rejects.toThrow(
      "answered 500",
    );
  });
});

describe("ownHostPortal", () => {
  it("names the portal by its host, port and all, with an id fit for URLs and the cache", () => {
    expect(ownHostPortal("http://127.0.0.1:8080")).toEqual({
      id: "127-0-0-1",
      name: "127.0.0.1:8080",
      api: "/api",
    });
    expect(ownHostPortal("https://[::1]:4173")).toMatchObject({ id: "1", name: "[::1]:4173" });
    // An id the explorer keeps for itself, or none at all, falls back to "portal".
    expect(ownHostPortal("https://api").id).toBe("portal");
    expect(ownHostPortal(`https://${"a".repeat(63)}.${"b".repeat(20)}.example`).id).toHaveLength(
      63,
    );
  });
});
