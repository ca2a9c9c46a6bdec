import { QueryClient, queryOptions } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchDatasetList } from "../api/datasets.ts";
import { backgroundFailuresOf, createQueryClient } from "../app/query-client.ts";
import { jsonResponse, respond, stubFetch, stubHangingFetch } from "../test/fetch-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { queryInLoader } from "./query-in-loader.ts";

const LIST = "/api/resources/";
const listQuery = (staleTime = 60_000) =>
  queryOptions({
    queryKey: ["datasets", "list"],
    queryFn: async ({ signal }) => (await fetchDatasetList(TEST_PORTAL, { signal })).datasets,
    staleTime,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

function quietClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe("queryInLoader", () => {
  it("cancels the request it started when the navigation is abandoned", async () => {
    const fetchMock = stubHangingFetch();
    const client = quietClient();
    const navigation = new AbortController();
    const pending = queryInLoader(client, listQuery(), navigation.signal);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const requestSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(requestSignal?.aborted).toBe(false);
    navigation.abort();
    await expect(pending).rejects.toThrow();
    expect(requestSignal?.aborted).toBe(true);
    expect(client.getQueryState(["datasets", "list"])?.fetchStatus).toBe("idle");
  });

  it("lets the next navigation load what an abandoned one cancelled", async () => {
    stubFetch({ [LIST]: () => jsonResponse([{ slug: "a", name: "A" }]) });
    const client = quietClient();
    const first = new AbortController();
    const abandoned = queryInLoader(client, listQuery(), first.signal).catch(() => "abandoned");
    first.abort();
    const next = await queryInLoader(client, listQuery(), new AbortController().signal);
    expect(next).toHaveLength(1);
    expect(await abandoned).toBeDefined();
  });

  it("returns cached data at once and refreshes a stale copy behind it", async () => {
    const { fetchMock } = stubFetch({
      [LIST]: [jsonResponse([{ slug: "a", name: "A" }]), respond("down", { status: 404 })],
    });
    const client = createQueryClient();
    await queryInLoader(client, listQuery(0), new AbortController().signal);
    const again = await queryInLoader(client, listQuery(0), new AbortController().signal);
    expect(again).toHaveLength(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(backgroundFailuresOf(client).snapshot()).toHaveLength(1));
    expect(client.getQueryData(["datasets", "list"])).toHaveLength(1);
  });

  it("does not refetch fresh data", async () => {
    const { fetchMock } = stubFetch({ [LIST]: jsonResponse([{ slug: "a", name: "A" }]) });
    const client = quietClient();
    await queryInLoader(client, listQuery(), new AbortController().signal);
    await queryInLoader(client, listQuery(), new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
