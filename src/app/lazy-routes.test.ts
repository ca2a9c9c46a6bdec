import { describe, expect, it } from "vitest";
import { loadCatalogRoute, loadDatasetRoute, pageCodeFor } from "./lazy-routes.ts";

describe("pageCodeFor", () => {
  it.each(["/", "", "/p/novi-sad", "/p/novi-sad/"])("gives the catalog's code for %j", (path) => {
    expect(pageCodeFor(path)).toBe(loadCatalogRoute);
  });

  it.each([
    "/datasets/budzet-2024",
    "/p/srbija/datasets/budzet-2024",
    "/p/srbija/datasets/budzet-2024/api",
    "/datasets/a%20b/",
  ])("gives the dataset page's code for %j", (path) => {
    expect(pageCodeFor(path)).toBe(loadDatasetRoute);
  });

  it.each(["/all", "/p/srbija/elsewhere", "/datasets/", "/datasets/a/b", "/nowhere"])(
    "leaves %j to the router",
    (path) => {
      expect(pageCodeFor(path)).toBeNull();
    },
  );
});
