import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../lib/url-state.ts";
import { clientWithCatalog } from "../test/catalog-client.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { catalogEngineOf, resultsQueryOf } from "./catalog-queries.ts";
import { datasetKeys } from "./dataset-keys.ts";

const QUESTION = resultsQueryOf(
  { ...EMPTY_FILTERS, changes: "", described: "", formats: [], sort: "", page: 1 },
  false,
  Date.UTC(2026, 0, 31),
);

describe("catalogEngineOf", () => {
  it("lets a portal's catalog go when the cache lets its list go", async () => {
    const { client, handle } = await clientWithCatalog(["Budžet grada", "Parkovi"]);
    const engine = catalogEngineOf(client);
    client.setQueryData(datasetKeys.list(TEST_PORTAL.id), handle);
    expect((await engine.results([TEST_PORTAL], QUESTION)).total).toBe(2);
    // Another query of the portal going changes nothing.
    client.setQueryData(datasetKeys.detail(TEST_PORTAL.id, "s0"), { slug: "s0" });
    client.removeQueries({ queryKey: datasetKeys.detail(TEST_PORTAL.id, "s0") });
    expect((await engine.results([TEST_PORTAL], QUESTION)).total).toBe(2);

    client.removeQueries({ queryKey: datasetKeys.list(TEST_PORTAL.id), exact: true });
    await expect.poll(async () => (await engine.results([TEST_PORTAL], QUESTION)).total).toBe(0);
  });
});
