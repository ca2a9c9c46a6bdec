import { describe, expect, it } from "vitest";
import { ANY_PORTAL_ROUTE, landingPages, paths, portalRoute } from "./app-paths.ts";
import { EMPTY_FILTERS } from "./url-state.ts";

const one = { route: portalRoute("city", false) };
const several = { route: portalRoute("city", true) };

describe("the app's paths", () => {
  it("build a catalog's link with its state, and a plain one without", () => {
    const state = { ...EMPTY_FILTERS, q: "budžet", sort: "name", page: 2 } as const;
    expect(paths.catalog(one)).toBe("/");
    expect(paths.home()).toBe(paths.catalog(one));
    expect(paths.catalog(several)).toBe("/p/city/");
    expect(paths.catalog(several, state)).toBe("/p/city/?q=bud%C5%BEet&sort=name&page=2");
    expect(paths.catalog(one, { ...EMPTY_FILTERS, sort: "" })).toBe("/");
    expect(paths.allPortals({ ...state, portals: ["city"] })).toBe(
      "/all?q=bud%C5%BEet&portal=city&sort=name&page=2",
    );
  });

  it("are found again by the landing pages' matchers, for one portal or several", () => {
    const dataset = new RegExp(landingPages.dataset(ANY_PORTAL_ROUTE));
    const catalog = new RegExp(landingPages.catalog(ANY_PORTAL_ROUTE));
    for (const portal of [one, several]) {
      expect(paths.dataset(portal, "a/b")).toMatch(dataset);
      expect(paths.datasetApi(portal, "x")).toMatch(dataset);
      expect(paths.catalog(portal)).toMatch(catalog);
      expect(paths.health(portal)).not.toMatch(catalog);
    }
  });
});
