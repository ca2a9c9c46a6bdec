import { queryOptions } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchDatasetList } from "../api/datasets.ts";
import { jsonResponse, respond, stubFetch } from "../test/fetch-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { backgroundFailuresOf, createQueryClient, retryDelay } from "./query-client.ts";

const LIST = "/api/resources/";
const listQuery = () =>
  queryOptions({
    queryKey: ["datasets", "list"],
    queryFn: async ({ signal }) => (await fetchDatasetList(TEST_PORTAL, { signal })).datasets,
    staleTime: 0,
  });

const unavailable = () => respond("busy", { status: 503, type: "text/plain" });

// The client loads its reader of error bodies when the first failure comes, in real time, which
// fake timers cannot advance: loaded first, the retries below keep to their fake schedule.
beforeAll(async () => {
  await import("../api/error-body.ts");
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs a query to its end, letting the backoff timers pass. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(10_000);
  return outcome;
}

describe("the app's QueryClient", () => {
  it("backs off 0.5 s, then 1 s, doubling up to 4 s", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it("retries a 5xx twice, after 0.5 s and 1 s, then gives up with the 503", async () => {
    const { fetchMock } = stubFetch({ [LIST]: unavailable });
    const client = createQueryClient();
    const pending = client.query(listQuery()).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: "http", status: 503 });
  });

  it("succeeds when a retry does", async () => {
    const { fetchMock } = stubFetch({
      [LIST]: [unavailable(), jsonResponse([{ slug: "a", name: "A" }])],
    });
    const { value } = await settle(createQueryClient().query(listQuery()));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(value).toHaveLength(1);
  });

  it("retries a network failure", async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchMock);
    const { error } = await settle(createQueryClient().query(listQuery()));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: "network" });
  });

  it.each([400, 401, 403, 404, 410, 422])("never retries a %i", async (status) => {
    const { fetchMock } = stubFetch({ [LIST]: respond("no", { status, type: "text/plain" }) });
    const { error } = await settle(createQueryClient().query(listQuery()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: "http", status });
  });

  it("never retries an answer that is not a list", async () => {
    const { fetchMock } = stubFetch({ [LIST]: jsonResponse({ nothing: "here" }) });
    const { error } = await settle(createQueryClient().query(listQuery()));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: "bad-shape" });
  });
});

describe("background failures", () => {
  it("records a failed refresh of data already shown, keeps the data, and clears on success", async () => {
    stubFetch({
      [LIST]: [
        jsonResponse([{ slug: "a", name: "A" }]),
        respond("gone fishing", { status: 404, type: "text/plain" }),
        jsonResponse([{ slug: "a", name: "A" }]),
      ],
    });
    const client = createQueryClient();
    const failures = backgroundFailuresOf(client);
    await settle(client.query(listQuery()));
    expect(failures.snapshot()).toEqual([]);
    await settle(client.refetchQueries({ queryKey: ["datasets", "list"] }));
    expect(failures.snapshot()).toHaveLength(1);
    expect(failures.snapshot()[0]?.error).toMatchObject({ status: 404 });
    expect(client.getQueryData(["datasets", "list"])).toHaveLength(1);
    await settle(client.refetchQueries({ queryKey: ["datasets", "list"] }));
    expect(failures.snapshot()).toEqual([]);
  });

  it("leaves a failed first load to the page", async () => {
    stubFetch({ [LIST]: respond("no", { status: 404, type: "text/plain" }) });
    const client = createQueryClient();
    await settle(client.query(listQuery()));
    expect(backgroundFailuresOf(client).snapshot()).toEqual([]);
  });
});
