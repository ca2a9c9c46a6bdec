import { describe, expect, it } from "vitest";
import { createPortal, localHref } from "./portal.ts";

const EXPLORER = "https://explorer.example";

describe("a portal as the explorer reaches it", () => {
  it("goes through /portals/<id>/ when it is on another host, keeping its path prefix", () => {
    const portal = createPortal(
      { id: "rs", name: "Srbija", api: "https://data.gov.example/prefix/api/" },
      EXPLORER,
    );
    expect(portal).toEqual({
      id: "rs",
      name: "Srbija",
      api: "https://data.gov.example/prefix/api",
      origin: "https://data.gov.example",
      localRoot: "/portals/rs",
      localApi: "/portals/rs/prefix/api",
    });
  });

  it("is asked directly when it lives on the explorer's own host", () => {
    const portal = createPortal({ id: "demo", name: "Demo", api: "/api" }, EXPLORER);
    expect(portal).toMatchObject({ api: `${EXPLORER}/api`, localRoot: "", localApi: "/api" });
    expect(localHref(portal, `${EXPLORER}/uploads/a.csv`)).toBe(`${EXPLORER}/uploads/a.csv`);
  });

  it("maps only addresses on the portal's own host", () => {
    const base = { origin: "https://data.gov.example", localRoot: "/portals/rs" };
    expect(localHref(base, "https://data.gov.example/uploads/a.csv?x=1#t")).toBe(
      "/portals/rs/uploads/a.csv?x=1#t",
    );
    expect(localHref(base, "http://data.gov.example/uploads/a.csv")).toBe(
      "http://data.gov.example/uploads/a.csv",
    );
    expect(localHref(base, "https://cdn.example/a.csv")).toBe("https://cdn.example/a.csv");
  });
});
