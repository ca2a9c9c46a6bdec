import { describe, expect, it, vi } from "vitest";
import { EMPTY_FILTERS } from "../lib/url-state.ts";
import { clientWithCatalog } from "../test/catalog-client.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { askAhead } from "./ask-ahead.ts";
import { catalogEngineOf, catalogQueries, resultsQueryOf } from "./catalog-queries.ts";

const STATE = {
  ...EMPTY_FILTERS,
  changes: "",
  described: "",
  formats: [],
  sort: "",
  page: 1,
} as const;
const NOW = Date.UTC(2026, 0, 31);

describe("askAhead", () => {
  it("keeps the results of each letter that may come next, under every spelling that reads alike", async () => {
    const { client, versions } = await clientWithCatalog(["Budžet grada", "Budva", "Parkovi"]);
    const state = { ...STATE, q: "bud" };
    const optionsOf = (q: string) =>
      catalogQueries.results([TEST_PORTAL], versions, resultsQueryOf({ ...state, q }, false, NOW));
    const shown = await client.query(optionsOf("bud"));
    await askAhead(
      client,
      [TEST_PORTAL],
      versions,
      state,
      false,
      NOW,
      new AbortController().signal,
    );
    const cached = (q: string) => client.getQueryData(optionsOf(q).queryKey);
    expect(cached("budz")?.rows.map((row) => row.dataset.name)).toEqual(["Budžet grada"]);
    expect(cached("budž")).toEqual({ ...cached("budz"), q: "budž" });
    expect(cached("budv")?.total).toBe(1);
    // A space reads as the text on screen: its answer is the one shown.
    expect(cached("bud ")).toEqual({ ...shown, q: "bud " });
    // Kept as long as an answer asked for is (a minute unseen), not TanStack's default five.
    expect(client.getQueryCache().find({ queryKey: optionsOf("budz").queryKey })?.gcTime).toBe(
      60_000,
    );
    // No word continues "bud" with an x: nothing is asked for it.
    expect(cached("budx")).toBeUndefined();
  });

  it("asks again only for the texts whose answers it no longer holds", async () => {
    const { client, versions } = await clientWithCatalog(["Budžet grada", "Budva", "Parkovi"]);
    const state = { ...STATE, q: "bud" };
    const ask = () =>
      askAhead(client, [TEST_PORTAL], versions, state, false, NOW, new AbortController().signal);
    const engine = catalogEngineOf(client);
    const asked = vi.spyOn(engine, "askAhead");
    await ask();
    expect(asked.mock.calls[0]?.[1].held).toEqual([]);
    await ask();
    // Both letters, and every spelling of each, were kept the first time.
    expect(asked.mock.calls[1]?.[1].held).toEqual(expect.arrayContaining(["budz", "budž", "budv"]));
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
