import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { EMPTY_FILTERS } from "../lib/url-state.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { askAhead } from "./ask-ahead.ts";
import { catalogEngineOf, catalogQueries, resultsQueryOf, versionsOf } from "./catalog-queries.ts";

const STATE = {
  ...EMPTY_FILTERS,
  changes: "",
  described: "",
  formats: [],
  sort: "",
  page: 1,
} as const;
const NOW = Date.UTC(2026, 0, 31);

async function clientWithCatalog(names: readonly string[]) {
  const client = new QueryClient();
  const engine = catalogEngineOf(client);
  await engine.beginList(
    { read: "r", portal: TEST_PORTAL, contentType: "application/json", showArriving: false },
    { progress: () => undefined, arrived: () => undefined },
  );
  const list = names.map((name, i) => ({ slug: `s${i}`, name }));
  engine.pushList("r", [new TextEncoder().encode(JSON.stringify(list))]);
  const end = await engine.endList("r", {
    status: 200,
    statusText: "OK",
    url: "/api/resources/",
    validators: { etag: null, lastModified: null },
  });
  if (!end.ok) throw new ApiError(end.error);
  return { client, versions: versionsOf([end.handle]) };
}

describe("askAhead", () => {
  it("keeps the results of each letter that may come next, under every spelling that reads alike", async () => {
    const { client, versions } = await clientWithCatalog(["Budžet grada", "Budva", "Parkovi"]);
    const state = { ...STATE, q: "bud" };
    await askAhead(
      client,
      [TEST_PORTAL],
      versions,
      state,
      false,
      NOW,
      new AbortController().signal,
    );
    const cached = (q: string) =>
      client.getQueryData(
        catalogQueries.results([TEST_PORTAL], versions, resultsQueryOf({ ...state, q }, false, NOW))
          .queryKey,
      );
    expect(cached("budz")?.rows.map((row) => row.dataset.name)).toEqual(["Budžet grada"]);
    expect(cached("budž")).toBe(cached("budz"));
    expect(cached("budv")?.total).toBe(1);
    expect(cached("bud ")?.total).toBe(2);
    // No word continues "bud" with an x: nothing is asked for it.
    expect(cached("budx")).toBeUndefined();
  });

  it("stops asking once its text has changed", async () => {
    const { client, versions } = await clientWithCatalog(["Budžet grada", "Budva"]);
    const stop = new AbortController();
    stop.abort();
    await askAhead(
      client,
      [TEST_PORTAL],
      versions,
      { ...STATE, q: "bud" },
      false,
      NOW,
      stop.signal,
    );
    expect(client.getQueryCache().findAll({ queryKey: [TEST_PORTAL.id, "catalog"] })).toHaveLength(
      0,
    );
  });
});
