import { describe, expect, it } from "vitest";
import { dataPreloadFor, dataPreloads, nginxPreloadMap } from "./data-preload.ts";
import { nginxServerBlock } from "./nginx-config.ts";

const city = { id: "city", name: "City", api: "/api" };
const state = { id: "state", name: "State", api: "https://data.example.rs/v1/api/" };

describe("the data a first visit's page gets preloaded", () => {
  const several = dataPreloads([city, state]);

  it("names each dataset by the same path the app asks for", () => {
    expect(dataPreloadFor(several, "/p/state/datasets/popis-2022", undefined)).toBe(
      "</portals/state/v1/api/resource/popis-2022>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    expect(dataPreloadFor(several, "/p/city/datasets/budzet", undefined)).toBe(
      "</api/resource/budzet>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    expect(dataPreloadFor(several, "/p/state/datasets/popis-2022/api", undefined)).toContain(
      "/resource/popis-2022>",
    );
  });

  it("preloads no catalog's list: megabytes of it would share a slow line with the code", () => {
    expect(dataPreloadFor(several, "/", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/p/city/", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/p/state", undefined)).toBeNull();
  });

  it("uses the plain paths with one portal", () => {
    const one = dataPreloads([state]);
    expect(dataPreloadFor(one, "/datasets/a.b_c~d-1", undefined)).toContain("/resource/a.b_c~d-1>");
    expect(dataPreloadFor(one, "/p/state/datasets/a", undefined)).toBeNull();
  });

  it("sends nothing to a browser that kept data, nor for other paths or slugs it would encode", () => {
    const dataset = "/p/city/datasets/budzet";
    expect(dataPreloadFor(several, dataset, "theme=dark; explorer_kept=yes")).toBeNull();
    expect(dataPreloadFor(several, dataset, "explorer_kept=no")).not.toBeNull();
    expect(dataPreloadFor(several, "/all", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/p/other/datasets/budzet", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/assets/index.js", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/p/city/datasets/škola", undefined)).toBeNull();
    expect(dataPreloadFor(several, "/p/city/datasets/a%20b", undefined)).toBeNull();
  });

  it("leaves out a portal whose API path nginx or a Link header could not carry as it is", () => {
    const odd = dataPreloads([{ id: "odd", name: "Odd", api: "/api$x" }]);
    expect(odd).toEqual([]);
  });

  it("gives nginx the same pages and data, keyed on the cookie", () => {
    const map = nginxPreloadMap(several, "$preload");
    expect(map).toContain('map "$cookie_explorer_kept:$request_uri" $preload {');
    expect(map).toContain(
      '"~^:/p/city/datasets/([A-Za-z0-9._~-]+)(?:/api)?/?(?:[?].*)?$" "</api/resource/$1>; rel=preload; as=fetch; crossorigin=anonymous";',
    );
    expect(map).not.toContain("/resources/");
    expect(map).toContain('"~^:/p/state/datasets/([A-Za-z0-9._~-]+)(?:/api)?/?(?:[?].*)?$"');
    expect(map).toContain('"</portals/state/v1/api/resource/$1>;');
    const block = nginxServerBlock({ root: "/srv/dist", listen: "8080", portals: [city, state] });
    expect(block).toContain("add_header Link $explorer_data_preload always;");
  });
});
