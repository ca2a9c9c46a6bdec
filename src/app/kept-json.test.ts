import { describe, expect, it } from "vitest";
import { stringifyInSteps } from "./kept-json.ts";

const dataset = (i: number) => ({
  slug: `d${i}`,
  name: `Skup "${i}" – Ниш`,
  updated: { raw: i, ms: i },
});

describe("stringifyInSteps", () => {
  it("writes exactly what JSON.stringify writes, lists of any length included", async () => {
    for (const size of [0, 1, 999, 1000, 1001, 2500]) {
      const value = {
        buster: "v",
        clientState: {
          queries: [
            {
              queryKey: ["a", "datasets", "list"],
              state: {
                data: {
                  datasets: Array.from({ length: size }, (_, i) => dataset(i)),
                  validators: null,
                },
              },
            },
            {
              queryKey: ["a", "datasets", "detail", "x"],
              state: { data: { objects: [], name: "datasets" } },
            },
            {
              queryKey: ["b", "datasets", "list"],
              state: { data: { datasets: [dataset(1)], validators: { etag: '"e"' } } },
            },
          ],
        },
      };
      expect(await stringifyInSteps(value, "datasets")).toBe(JSON.stringify(value));
    }
  });

  it("leaves a value without lists as JSON.stringify does", async () => {
    expect(await stringifyInSteps({ a: [1, 2], datasets: "not a list" }, "datasets")).toBe(
      '{"a":[1,2],"datasets":"not a list"}',
    );
  });
});
