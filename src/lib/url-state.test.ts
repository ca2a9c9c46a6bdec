import { describe, expect, it } from "vitest";
import { catalogStateToParams, effectiveSort, parseCatalogState } from "./url-state.ts";

describe("catalog URL state", () => {
  it("round-trips every part of the state", () => {
    const params = new URLSearchParams(
      "q=bud%C5%BEet&org=Grad+Ni%C5%A1&org=Grad+Split&cat=Turizam&portal=novi-sad&updated=30d&changes=new&description=none&format=CSV&format=GEOJSON&format=&files=none&sort=name-desc&page=3",
    );
    const state = parseCatalogState(params);
    expect(state).toEqual({
      q: "budžet",
      orgs: ["Grad Niš", "Grad Split"],
      cats: ["Turizam"],
      portals: ["novi-sad"],
      updatedWithin: "30d",
      changes: "new",
      described: "none",
      formats: ["CSV", "GEOJSON", ""],
      files: "none",
      sort: "name-desc",
      page: 3,
    });
    expect(catalogStateToParams(state).toString()).toBe(params.toString());
  });

  it("ignores values it does not know and leaves defaults out", () => {
    const state = parseCatalogState(new URLSearchParams("sort=x&updated=2d&page=-4"));
    expect(state.sort).toBe("");
    expect(state.updatedWithin).toBe("");
    expect(state.page).toBe(1);
    expect(catalogStateToParams(state).toString()).toBe("");
  });

  it("reads the health page's filters: more than 12 months ago, date unknown", () => {
    expect(parseCatalogState(new URLSearchParams("updated=over-12m")).updatedWithin).toBe(
      "over-12m",
    );
    expect(parseCatalogState(new URLSearchParams("updated=unknown")).updatedWithin).toBe("unknown");
    expect(parseCatalogState(new URLSearchParams("description=some")).described).toBe("");
  });

  it("reads the files filters: a format as the badge shows it, none given, no files at all", () => {
    expect(parseCatalogState(new URLSearchParams("format=csv&format=")).formats).toEqual([
      "CSV",
      "",
    ]);
    expect(parseCatalogState(new URLSearchParams("files=none")).files).toBe("none");
    expect(parseCatalogState(new URLSearchParams("files=some")).files).toBe("");
  });

  it("sorts by relevance only while searching", () => {
    expect(effectiveSort({ q: "", sort: "" })).toBe("updated");
    expect(effectiveSort({ q: "x", sort: "" })).toBe("relevance");
    expect(effectiveSort({ q: "", sort: "relevance" })).toBe("updated");
    expect(effectiveSort({ q: "x", sort: "name" })).toBe("name");
  });
});
