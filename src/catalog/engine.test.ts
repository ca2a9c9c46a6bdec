import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { normalizeSummaries } from "../api/normalize-dataset.ts";
import { EMPTY_FILTERS } from "../lib/url-state.ts";
import { jsonResponse, respond, stubFetch } from "../test/fetch-stub.ts";
import { memoryShelf } from "../test/memory-shelf.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { createCatalogEngine } from "./engine.ts";
import { asSummary, holdSummaries } from "./held-summaries.ts";
import { type CatalogShelf, createKeptCatalogs, KEPT_SHAPE } from "./kept-catalogs.ts";
import type {
  CatalogEngineCalls,
  CatalogHandle,
  ListListener,
  ListStart,
  ResultsPage,
  ResultsQuery,
} from "./types.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 31);
const encoder = new TextEncoder();

interface Raw {
  slug: string;
  name: string;
  description?: string;
  ownerName?: string;
  categoryName?: string;
  _updated?: string;
  _created?: string;
}

const daysAgo = (days: number) => new Date(NOW - days * DAY).toUTCString();

const CATALOG: Raw[] = [
  {
    slug: "cistoca",
    name: "Čistoća — odvoz otpada",
    ownerName: "Grad Novi Sad",
    categoryName: "Komunalne usluge",
    _updated: daysAgo(3),
  },
  {
    slug: "budzet",
    name: "Буџет града Београда",
    ownerName: "Град Београд",
    categoryName: "Javne finansije",
    _updated: daysAgo(20),
  },
  {
    slug: "parks",
    name: "Parks",
    description: "<p>Green areas of <b>Beograd</b> and budget notes</p>",
    ownerName: "Grad Novi Sad",
    _updated: daysAgo(200),
  },
  {
    slug: "budget-zagreb",
    name: "Budget of Zagreb",
    ownerName: "Grad Zagreb",
    categoryName: "Javne finansije",
    _updated: daysAgo(40),
  },
  { slug: "dacke", name: "Đačke ekskurzije", ownerName: "Grad Zagreb", _updated: daysAgo(5) },
  // A repeated slug: the first one wins.
  { slug: "parks", name: "Parks again" },
];

const QUERY: ResultsQuery = {
  ...EMPTY_FILTERS,
  sort: "updated",
  pageSize: 25,
  acrossPortals: false,
  now: NOW,
};

function engineWith(shelf: CatalogShelf | null = null, keepWhenQuietMs = 0) {
  return createCatalogEngine({
    kept: createKeptCatalogs(shelf, () => NOW),
    later: () => undefined,
    keepWhenQuietMs,
  });
}

/** How many catalogs a shelf keeps whole: their head records, written once every piece is. */
const keptHeads = (shelf: { records: Map<string, unknown> }) =>
  [...shelf.records.keys()].filter((key) => key.startsWith("catalog:")).length;

const quiet: ListListener = { progress: () => undefined, arrived: () => undefined };

/** The list's address for TEST_PORTAL, which the engine asks itself. */
const LIST_URL = "/api/resources/";

/** An answer whose body comes in pieces, cut at `cuts` (byte offsets); it breaks off if `fail`. */
function inPieces(
  body: string,
  cuts: readonly number[] = [],
  { contentType = "application/json", fail = false } = {},
): Response {
  const bytes = encoder.encode(body);
  const ends = [...[...cuts].sort((a, b) => a - b), bytes.length];
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const end of fail ? ends.slice(0, 1) : ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      if (fail) controller.error(new TypeError("network error"));
      else controller.close();
    },
  });
  return new Response(stream, { headers: { "content-type": contentType, etag: '"v1"' } });
}

/** A fetch that answers the list with `body` cut at `cuts`, and `routes` beside it. */
function stubList(
  body: string,
  cuts: readonly number[] = [],
  options: { contentType?: string; routes?: Parameters<typeof stubFetch>[0] } = {},
) {
  return stubFetch({ ...options.routes, [LIST_URL]: () => inPieces(body, cuts, options) });
}

/**
 * A fetch whose answers to `hang` wait until they are given one (`answer`) or their request is
 * stopped; it says which it was asked for and which were stopped.
 */
function portalThatHangs(hang: readonly string[]) {
  const asked: string[] = [];
  const stopped: string[] = [];
  const hanging = new Set(hang);
  const answers = new Map<string, () => Response>();
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    const answer = answers.get(url);
    if (answer && !hanging.has(url)) return answer();
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener("abort", () => {
        stopped.push(url);
        reject(signal.reason);
      });
      if (answer) resolve(answer());
    });
  });
  return {
    asked,
    stopped,
    answer: (url: string, response: () => Response) => {
      answers.set(url, response);
      hanging.delete(url);
    },
  };
}

const START = { portal: TEST_PORTAL, validators: null, showArriving: false };

/** A reading's catalog, or its failure as the ApiError the page throws. */
async function read(
  engine: CatalogEngineCalls,
  listener: ListListener = quiet,
  start: Partial<ListStart> = {},
): Promise<CatalogHandle> {
  const end = await engine.readList({ ...START, read: TEST_PORTAL.id, ...start }, listener);
  if (!end.ok) throw new ApiError(end.error);
  if (!end.handle) throw new Error("unchanged");
  return end.handle;
}

/** Reads `body` as the portal's list, its bytes cut at `cuts`. */
async function load(
  engine: CatalogEngineCalls,
  body: string,
  cuts: readonly number[] = [],
  options: { contentType?: string; listener?: ListListener; portal?: typeof TEST_PORTAL } = {},
): Promise<CatalogHandle> {
  stubList(body, cuts, options);
  const portal = options.portal ?? TEST_PORTAL;
  return read(engine, options.listener, { portal, read: portal.id });
}

const names = (page: ResultsPage) => page.rows.map((row) => row.dataset.name);

describe("reading a list", () => {
  it("stops the reading a new one replaces, and its request with it", async () => {
    const hanging = portalThatHangs([LIST_URL]);
    const engine = engineWith();
    const first = engine.readList({ ...START, read: "first" }, quiet);
    await vi.waitFor(() => expect(hanging.asked).toEqual([LIST_URL]));
    hanging.answer(LIST_URL, () => inPieces(JSON.stringify(CATALOG)));
    const second = await engine.readList({ ...START, read: "second" }, quiet);
    expect(second.ok && second.handle?.count).toBe(normalizeSummaries(CATALOG).length);
    expect(await first).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(hanging.stopped).toEqual([LIST_URL]);
    // The page's cancel of the first reading, coming late, leaves the second's catalog alone.
    await engine.cancelList("first");
    expect((await engine.results([TEST_PORTAL], QUERY)).total).toBe(
      normalizeSummaries(CATALOG).length,
    );
    // Nothing is left under way once it ended: the portal's catalog can be let go.
    await engine.release(TEST_PORTAL.id);
    expect((await engine.results([TEST_PORTAL], QUERY)).total).toBe(0);
  });

  it("stops a cancelled reading's request for a further page, and keeps nothing of it", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const page2 = "/api/resources?page=2";
    const hanging = portalThatHangs([page2]);
    hanging.answer(LIST_URL, () =>
      jsonResponse({
        _links: { next: { href: "resources?page=2" } },
        _items: [{ slug: "p1", name: "First" }],
        _meta: { page: 1, max_results: 1, total: 2 },
      }),
    );
    const reading = engine.readList({ ...START, read: "paged" }, quiet);
    await vi.waitFor(() => expect(hanging.asked).toEqual([LIST_URL, page2]));
    await engine.cancelList("paged");
    expect(await reading).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(hanging.stopped).toEqual([page2]);
    // Nothing of the reading is left under way: the portal's catalog can be let go.
    await engine.release(TEST_PORTAL.id);
    expect((await engine.results([TEST_PORTAL], QUERY)).total).toBe(0);
  });

  it("reads the answer as it arrives, and says how it broke off", async () => {
    const body = JSON.stringify(CATALOG);
    const { seen } = stubList(body, [100]);
    const handle = await read(engineWith());
    expect(handle).toMatchObject({
      count: normalizeSummaries(CATALOG).length,
      validators: { etag: '"v1"' },
    });
    expect(seen.map((request) => request.url)).toEqual([LIST_URL]);

    stubFetch({ [LIST_URL]: () => inPieces(body, [100], { fail: true }) });
    const broken = await read(engineWith()).catch((error: unknown) => error);
    expect(broken).toMatchObject({ kind: "network", url: LIST_URL });

    stubFetch({ [LIST_URL]: respond("<h1>Down</h1>", { status: 503, type: "text/html" }) });
    const down = await read(engineWith()).catch((error: unknown) => error);
    expect(down).toMatchObject({ kind: "http", status: 503, url: LIST_URL });

    // A success with no body at all says the list was empty, not that it was nothing.
    stubFetch({ [LIST_URL]: respond(null, { status: 204 }) });
    const nothing = await read(engineWith()).catch((error: unknown) => error);
    expect(nothing).toMatchObject({ kind: "not-json", status: 204, url: LIST_URL });
  });

  it("asks conditionally, and an unchanged catalog (304) is no new one", async () => {
    const shelf = memoryShelf();
    let now = NOW;
    const engine = createCatalogEngine({
      kept: createKeptCatalogs(shelf, () => now),
      later: () => undefined,
      keepWhenQuietMs: 0,
    });
    await load(engine, JSON.stringify(CATALOG));
    const savedAt = () =>
      (shelf.records.get(`catalog:${TEST_PORTAL.id}`) as { savedAt?: number } | undefined)?.savedAt;
    await expect.poll(savedAt).toBe(NOW);
    const { seen } = stubFetch({ [LIST_URL]: respond(null, { status: 304 }) });
    now = NOW + DAY;
    const validators = { etag: '"v1"', lastModified: null };
    const end = await engine.readList({ ...START, read: "again", validators }, quiet);
    expect(end).toEqual({ ok: true, handle: null });
    expect(seen[0]?.headers.get("if-none-match")).toBe('"v1"');
    // What is kept is current as of this answer.
    expect(savedAt()).toBe(NOW + DAY);
    // A 304 to a read that asked nothing conditionally is the portal's mistake.
    const unasked = await engine.readList({ ...START, read: "plain" }, quiet);
    expect(unasked).toMatchObject({ ok: false, error: { kind: "bad-shape" } });
  });

  it("reads an answer of another 2xx as it arrives, in its own charset", async () => {
    stubFetch({
      [LIST_URL]: respond(
        new Uint8Array([
          ...encoder.encode('[{"slug":"c","name":"'),
          0xe8,
          ...encoder.encode('ist"}]'),
        ]),
        {
          status: 203,
          type: "application/json; charset=windows-1250",
        },
      ),
    });
    const engine = engineWith();
    await read(engine);
    expect(names(await engine.results([TEST_PORTAL], QUERY))).toEqual(["čist"]);
  });

  it("gives the same datasets however the bytes are cut", async () => {
    const body = JSON.stringify(CATALOG);
    // As the engine gives them back: read dates keep their time alone (held-summaries.ts).
    const expected = holdSummaries(normalizeSummaries(CATALOG)).map(asSummary);
    const size = encoder.encode(body).length;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(size), { maxLength: 6 }), async (cuts) => {
        const engine = engineWith();
        const handle = await load(engine, body, cuts);
        expect(handle).toMatchObject({ count: expected.length, arriving: false });
        const page = await engine.results([TEST_PORTAL], { ...QUERY, sort: "name" });
        const slugs = (datasets: readonly { slug: string }[]) =>
          datasets.map((dataset) => dataset.slug).sort();
        expect(slugs(page.rows.map((row) => row.dataset))).toEqual(slugs(expected));
        // A row carries what it shows, not the description (its excerpt stands in).
        expect(Object.keys(page.rows[0]?.dataset ?? {}).sort()).toEqual([
          "categoryName",
          "name",
          "ownerName",
          "slug",
          "updated",
        ]);
        // Whole, descriptions and all.
        for (const dataset of expected) {
          expect(await engine.summary(TEST_PORTAL.id, dataset.slug)).toEqual(dataset);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("reads the envelopes of API-REALITY: {data, ...} and Eve's pages, fetching the rest itself", async () => {
    const eve = {
      _links: { next: { href: "resources?page=2" } },
      _items: [
        { slug: "p1a", name: "First" },
        { slug: "p1b", name: "Also first" },
      ],
      _meta: { page: 1, max_results: 2, total: 3 },
    };
    const { seen } = stubList(JSON.stringify(eve), [11, 40], {
      routes: {
        "/api/resources?page=2": jsonResponse({
          _items: [{ slug: "p2", name: "Second page" }],
          _meta: { page: 2, max_results: 2, total: 3 },
          _links: {},
        }),
      },
    });
    const progress: number[] = [];
    const handle = await read(engineWith(), {
      progress: (p) => progress.push(p.loaded),
      arrived: () => undefined,
    });
    expect(handle.count).toBe(3);
    // A paged list cannot be asked for conditionally as a whole.
    expect(handle.validators).toBeNull();
    expect(seen.map((request) => request.url)).toEqual([LIST_URL, "/api/resources?page=2"]);
    expect(progress.at(-1)).toBe(3);

    const data = await load(engineWith(), JSON.stringify({ data: CATALOG, total: 6, next: null }));
    expect(data.count).toBe(5);
  });

  it.each([
    ["an HTML page", "<!doctype html><title>Oops</title><h1>Maintenance</h1>", "not-json"],
    ["an empty body", "", "not-json"],
    ["an error object sent with a 200", '{"error":"Unauthorized","status":401}', "portal-error"],
    ["an object with no list", '{"hello":"world"}', "bad-shape"],
  ])("says what came instead for %s", async (_, body, kind) => {
    const failure = await load(engineWith(), body, [3]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe(kind);
  });

  it("shows the first datasets of a list still arriving, then the whole list", async () => {
    let clock = 0;
    const engine = createCatalogEngine({
      kept: createKeptCatalogs(null),
      later: () => undefined,
    });
    const arrived: CatalogHandle[] = [];
    const firstPages: (ResultsPage | null)[] = [];
    const many = Array.from({ length: 120 }, (_, i) => ({ slug: `d${i}`, name: `Dataset ${i}` }));
    const text = JSON.stringify(many);
    // The engine's own clock is performance.now(): pieces far apart in time come 100 ms apart.
    const realNow = performance.now;
    performance.now = () => (clock += 100);
    try {
      const size = encoder.encode(text).length;
      stubList(
        text,
        Array.from({ length: Math.floor(size / 1000) }, (_, i) => (i + 1) * 1000),
      );
      const end = await engine.readList(
        {
          ...START,
          read: TEST_PORTAL.id,
          showArriving: true,
          firstQuestion: { ...QUERY, sort: "name" },
        },
        {
          progress: () => undefined,
          arrived: (handle, firstPage) => {
            arrived.push(handle);
            firstPages.push(firstPage);
          },
        },
      );
      expect(arrived.length).toBeGreaterThan(0);
      expect(arrived[0]?.arriving).toBe(true);
      expect(arrived[0]?.count).toBeGreaterThanOrEqual(50);
      // The page's first question comes answered with the first datasets, from those alone.
      expect(firstPages[0]?.total).toBe(arrived[0]?.count);
      expect(firstPages[0]?.rows[0]?.dataset.name).toBe("Dataset 0");
      // Answered from a list still arriving, its count is "so far"; from the whole list, not.
      expect(firstPages[0]?.arriving).toBe(true);
      expect((await engine.results([TEST_PORTAL], QUERY)).arriving).toBe(false);
      expect(end.ok && end.handle).toMatchObject({ arriving: false, count: 120 });
      if (end.ok) expect(end.handle?.version).toBeGreaterThan(arrived.at(-1)?.version ?? 0);
    } finally {
      performance.now = realNow;
    }
  });
});

describe("showing a list as it arrives", () => {
  it("shows a list that is here at once whole, in one piece or many", async () => {
    // Read within the moment a list's first datasets wait (the engine's clock stands still here):
    // no first datasets and, a blink later, others in their place.
    const many = Array.from({ length: 120 }, (_, i) => ({ slug: `d${i}`, name: `Dataset ${i}` }));
    const text = JSON.stringify(many);
    const size = encoder.encode(text).length;
    const realNow = performance.now;
    performance.now = () => 0;
    try {
      for (const cuts of [[], [1, 2, 3, 4].map((k) => Math.floor((k * size) / 5))]) {
        const engine = engineWith();
        const arrived: CatalogHandle[] = [];
        stubList(text, cuts);
        const end = await engine.readList(
          { ...START, read: TEST_PORTAL.id, showArriving: true },
          { progress: () => undefined, arrived: (handle) => arrived.push(handle) },
        );
        expect(end.ok && end.handle).toMatchObject({ arriving: false, count: 120 });
        expect(arrived).toEqual([]);
      }
    } finally {
      performance.now = realNow;
    }
  });
});

describe("answering the page", () => {
  it("searches across scripts and accents, ranks names first, and pages", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    expect(names(await engine.results([TEST_PORTAL], { ...QUERY, q: "cistoca" }))).toEqual([
      "Čistoća — odvoz otpada",
    ]);
    expect(names(await engine.results([TEST_PORTAL], { ...QUERY, q: "beograd" }))).toEqual([
      "Буџет града Београда",
      "Parks",
    ]);
    expect(names(await engine.results([TEST_PORTAL], { ...QUERY, q: "dacke" }))).toEqual([
      "Đačke ekskurzije",
    ]);
    const second = await engine.results([TEST_PORTAL], { ...QUERY, pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(names(second)).toEqual(["Буџет града Београда", "Budget of Zagreb"]);
    // A page past the end is the last page.
    expect((await engine.results([TEST_PORTAL], { ...QUERY, pageSize: 2, page: 9 })).page).toBe(3);
    expect(second.rows[0]?.excerpt).toBe("");
  });

  it("marks where each row's texts hold the search words, in their own spelling", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const found = await engine.results([TEST_PORTAL], { ...QUERY, q: "beograd", sort: "name" });
    const [parks, budzet] = found.rows;
    expect(budzet?.dataset.name).toBe("Буџет града Београда");
    expect(budzet?.marks).toEqual({ name: [12, 19], owner: [5, 12], category: [], excerpt: [] });
    expect(parks?.excerpt).toBe("Green areas of Beograd and budget notes");
    expect(parks?.marks).toMatchObject({ name: [], excerpt: [15, 22] });
    // No category: the page's "Uncategorized" is its own word, not the portal's.
    expect(parks?.dataset.categoryName).toBeNull();
    const all = await engine.results([TEST_PORTAL], QUERY);
    expect(all.rows.every(({ marks }) => Object.values(marks).every((at) => at.length === 0))).toBe(
      true,
    );
  });

  it("filters, and counts each facet under the other filters", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const page = await engine.results([TEST_PORTAL], { ...QUERY, cats: ["Javne finansije"] });
    expect(names(page)).toEqual(["Буџет града Београда", "Budget of Zagreb"]);
    const count = (key: string) =>
      page.orgCounts[page.organizations.findIndex((o) => o.key === key)];
    expect(count("Grad Zagreb")).toBe(1);
    expect(count("Grad Novi Sad")).toBe(0);
    // The category group counts as if no category were chosen.
    const cat = (key: string) => page.catCounts[page.categories.findIndex((c) => c.key === key)];
    expect(cat("Komunalne usluge")).toBe(1);
    const recent = await engine.results([TEST_PORTAL], { ...QUERY, updatedWithin: "7d" });
    expect(names(recent)).toEqual(["Čistoća — odvoz otpada", "Đačke ekskurzije"]);
    const az = await engine.results([TEST_PORTAL], { ...QUERY, sort: "name" });
    expect(names(az)[0]).toBe("Budget of Zagreb");
    const za = await engine.results([TEST_PORTAL], { ...QUERY, sort: "name-desc" });
    expect(names(za)).toEqual([...names(az)].reverse());
  });

  it("names every match in the order shown, and finds one dataset's summary", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const rows = await engine.matchingDatasets([TEST_PORTAL], {
      ...QUERY,
      q: "budget",
      pageSize: 1,
    });
    expect(rows).toEqual([
      {
        portal: TEST_PORTAL.id,
        slug: "budget-zagreb",
        name: "Budget of Zagreb",
        ownerName: "Grad Zagreb",
      },
      { portal: TEST_PORTAL.id, slug: "parks", name: "Parks", ownerName: "Grad Novi Sad" },
    ]);
    expect((await engine.summary(TEST_PORTAL.id, "budzet"))?.ownerName).toBe("Град Београд");
    expect(await engine.summary(TEST_PORTAL.id, "nowhere")).toBeNull();
  });

  it("searches every portal it holds together, naming each result's portal", async () => {
    const engine = engineWith();
    const state = { ...TEST_PORTAL, id: "state", name: "State portal" };
    await load(engine, JSON.stringify(CATALOG));
    await load(engine, JSON.stringify([{ slug: "budzet", name: "Budget of the state" }]), [], {
      portal: state,
    });
    const across = { ...QUERY, acrossPortals: true, q: "budget" };
    const page = await engine.results([TEST_PORTAL, state], across);
    expect(page.rows.map((row) => row.portal).sort()).toEqual(
      [TEST_PORTAL.id, TEST_PORTAL.id, "state"].sort(),
    );
    expect(page.portals.map((p) => p.label)).toEqual([TEST_PORTAL.name, "State portal"]);
    expect(Array.from(page.portalCounts)).toEqual([2, 1]);
    const onlyState = await engine.results([TEST_PORTAL, state], { ...across, portals: ["state"] });
    expect(names(onlyState)).toEqual(["Budget of the state"]);
    // A portal not yet answered is simply not searched.
    const missing = { ...TEST_PORTAL, id: "missing" };
    expect((await engine.results([missing], QUERY)).total).toBe(0);
  });
});

describe("asking ahead", () => {
  type Handed = [texts: readonly string[], page: ResultsPage];
  const askAhead = async (engine: CatalogEngineCalls, q: string) => {
    const handed: Handed[] = [];
    await engine.askAhead([TEST_PORTAL], { ...QUERY, q }, (texts, page) =>
      handed.push([texts, page]),
    );
    return handed;
  };

  it("answers the texts one key away whose letters the catalog's words continue with", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    // "bud" continues as budget (Budget of Zagreb, in Parks' description) and budzet (Буџет).
    const handed = await askAhead(engine, "Bud");
    expect(handed.map(([texts]) => texts[0]).sort()).toEqual(["Budg", "Budz"]);
    for (const [texts, page] of handed) {
      const [text = ""] = texts;
      expect(page.q).toBe(text);
      expect(names(page)).toEqual(
        names(await engine.results([TEST_PORTAL], { ...QUERY, q: text })),
      );
    }
    // Spellings search reads alike come with the one answer.
    expect(handed.find(([texts]) => texts[0] === "Budz")?.[0]).toContain("Budž");
    expect((await askAhead(engine, "parks ")).map(([texts]) => texts[0])).toContain("parks b");
    expect(await askAhead(engine, "qqq")).toEqual([]);
  });

  it("sorts each text as its own question would be: by relevance once there is a word", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const handed: Handed[] = [];
    await engine.askAhead([TEST_PORTAL], { ...QUERY, q: "", sort: "" }, (texts, page) =>
      handed.push([texts, page]),
    );
    const [texts, page] = handed.find(([texts]) => texts[0] === "b") ?? [];
    expect(texts).toBeDefined();
    const asked = await engine.results([TEST_PORTAL], { ...QUERY, q: "b", sort: "relevance" });
    expect(page && names(page)).toEqual(names(asked));
  });

  it("answers at most twelve letters within a word, the likeliest first", async () => {
    const engine = engineWith();
    // Sixteen letters may follow "word"; p follows it in three words, every other letter in one.
    const names = [..."abcdefghijklmnop"].map((letter) => `word${letter}`);
    const catalog = [...names, "wordpa", "wordpb"].map((name, i) => ({ slug: `d${i}`, name }));
    await load(engine, JSON.stringify(catalog));
    const handed = await askAhead(engine, "word");
    expect(handed).toHaveLength(12);
    expect(handed[0]?.[0][0]).toBe("wordp");
  });

  it("ranks a word's first letter by the names' words, before words only descriptions hold", async () => {
    const engine = engineWith();
    const catalog = [
      { slug: "a", name: "Zebra crossings", description: "A list, as of 2024." },
      { slug: "b", name: "Zoo visitors", description: "A count, as of 2024." },
      { slug: "c", name: "Yields", description: "As measured in 2024." },
    ];
    await load(engine, JSON.stringify(catalog));
    const handed = await askAhead(engine, "");
    // "a" and "2" start a word of every dataset; "z", a name's word in two; "y", in one.
    const order = handed.map(([texts]) => texts[0] ?? "");
    expect(order[0]).toBe("z");
    expect(order.indexOf("a")).toBeGreaterThan(order.indexOf("y"));
    expect(order.indexOf("2")).toBeGreaterThan(order.indexOf("y"));
  });

  it("skips the texts the page holds answers for, and answers the next likeliest instead", async () => {
    const engine = engineWith();
    const names = [..."abcdefghijklmnop"].map((letter) => `word${letter}`);
    const catalog = [...names, "wordpa", "wordpb"].map((name, i) => ({ slug: `d${i}`, name }));
    await load(engine, JSON.stringify(catalog));
    const handed: Handed[] = [];
    await engine.askAhead(
      [TEST_PORTAL],
      { ...QUERY, q: "word", held: ["wordp", "worda"] },
      (texts, page) => handed.push([texts, page]),
    );
    const first = handed.map(([texts]) => texts[0]);
    expect(first).toHaveLength(12);
    expect(first).not.toContain("wordp");
    expect(first).not.toContain("worda");
    // Twelve all the same: one the held ones made room for.
    expect(first).toContain("wordl");
  });

  it("stops once told to, partway", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const handed: Handed[] = [];
    await engine.askAhead([TEST_PORTAL], { ...QUERY, q: "" }, (texts, page) => {
      handed.push([texts, page]);
      if (handed.length === 2) void engine.stopAskingAhead();
    });
    expect(handed).toHaveLength(2);
  });

  it("stops once the page asks anything else: the reader has typed on", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const handed: Handed[] = [];
    const asking = engine.askAhead([TEST_PORTAL], { ...QUERY, q: "" }, (texts, page) =>
      handed.push([texts, page]),
    );
    await engine.results([TEST_PORTAL], { ...QUERY, q: "b" });
    await asking;
    expect(handed).toEqual([]);
    // Unasked, it answers every letter a word starts with.
    expect((await askAhead(engine, "")).length).toBeGreaterThan(5);
  });
});

describe("keeping", () => {
  it("keeps a catalog read whole, and restores it as the base of since-your-last-visit", async () => {
    const shelf = memoryShelf();
    const first = engineWith(shelf);
    await load(first, JSON.stringify(CATALOG));
    await expect.poll(() => keptHeads(shelf)).toBe(1);

    const next = engineWith(shelf);
    const [restored] = await next.restore([TEST_PORTAL.id, "other"]);
    expect(restored).toMatchObject({ count: 5, keptAt: NOW, validators: { etag: '"v1"' } });
    const kept = await next.results([TEST_PORTAL], QUERY);
    expect(kept.changes).toEqual({ at: NOW, added: 0, changed: 0, removed: [] });
    // Let go before its portal was opened (its list query gone), the catalog still compares
    // the next reading with the last visit's.
    await next.release(TEST_PORTAL.id);
    expect((await next.results([TEST_PORTAL], QUERY)).total).toBe(0);

    const changed = [
      { slug: "brand-new", name: "A brand new dataset", _updated: daysAgo(1) },
      ...CATALOG.filter((item) => item.slug !== "dacke").map((item) =>
        item.slug === "parks" ? { ...item, name: "Renamed parks" } : item,
      ),
    ];
    await load(next, JSON.stringify(changed));
    const now = await next.results([TEST_PORTAL], QUERY);
    expect(now.changes).toEqual({
      at: NOW,
      added: 1,
      changed: 1,
      removed: ["Đačke ekskurzije"],
    });
    expect(now.rows.find((row) => row.dataset.slug === "brand-new")?.change).toBe("new");
    const onlyChanged = await next.results([TEST_PORTAL], { ...QUERY, changes: "any" });
    expect(names(onlyChanged)).toEqual(["A brand new dataset", "Renamed parks"]);
  });

  it("keeps a catalog once the page's questions pause, and not if it forgets first", async () => {
    const shelf = memoryShelf();
    const engine = engineWith(shelf, 300);
    await load(engine, JSON.stringify(CATALOG));
    // Asked about every 20 ms or so (a reader typing), for longer than the quiet: nothing is
    // written meanwhile.
    for (let asked = 0; asked < 20; asked++) {
      await engine.results([TEST_PORTAL], { ...QUERY, q: "park".slice(0, 1 + (asked % 4)) });
      expect(shelf.records.size).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect.poll(() => keptHeads(shelf)).toBe(1);

    // A reader whose every key was answered ahead asks nothing but to stop asking ahead: that
    // holds the keeping back too.
    const typing = memoryShelf();
    const held = engineWith(typing, 300);
    await load(held, JSON.stringify(CATALOG));
    for (let key = 0; key < 20; key++) {
      await held.stopAskingAhead();
      expect(typing.records.size).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect.poll(() => keptHeads(typing)).toBe(1);

    const forgetting = memoryShelf();
    const other = engineWith(forgetting, 100);
    await load(other, JSON.stringify(CATALOG));
    await other.forget();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(forgetting.records.size).toBe(0);
  });

  it("drops a record it did not write, and forgets on request", async () => {
    const shelf = memoryShelf();
    shelf.records.set(`catalog:${TEST_PORTAL.id}`, { shape: KEPT_SHAPE, portal: TEST_PORTAL.id });
    const engine = engineWith(shelf);
    expect(await engine.restore([TEST_PORTAL.id])).toEqual([]);
    expect(shelf.records.size).toBe(0);
    await load(engine, JSON.stringify(CATALOG));
    await expect.poll(() => keptHeads(shelf)).toBe(1);
    await engine.forget();
    expect(shelf.records.size).toBe(0);
    // On a first visit there is nothing to compare with.
    expect((await engine.results([TEST_PORTAL], QUERY)).changes).toBeNull();
  });
});

describe("exporting", () => {
  const headers = {
    portal: "portal",
    name: "naziv",
    organization: "organizacija",
    category: "kategorija",
    description: "opis",
    updated: "ažurirano",
    created: "napravljeno",
    slug: "slug",
    url: "adresa",
  };

  it("writes every match as a CSV file, headers in the reader's language, links to the explorer's pages", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const blob = await engine.exportFile(
      [TEST_PORTAL],
      { ...QUERY, q: "budget", pageSize: 1 },
      {
        format: "csv",
        headers,
        origin: "https://explorer.example",
        routes: { [TEST_PORTAL.id]: "/p/test" },
      },
    );
    expect(blob.type).toBe("text/csv;charset=utf-8");
    // A byte order mark first, so spreadsheet programs read it as UTF-8.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blob.text()).split("\r\n");
    expect(lines[0]).toBe("naziv,organizacija,kategorija,opis,ažurirano,napravljeno,slug,adresa");
    // Every match, not the page's one row; each with its page in the explorer.
    expect(
      lines.filter((line) => line.includes("https://explorer.example/p/test/datasets/")),
    ).toHaveLength(2);
  });

  it("writes JSON with its keys, and names the portal across portals", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const blob = await engine.exportFile(
      [TEST_PORTAL],
      { ...QUERY, acrossPortals: true },
      {
        format: "json",
        headers,
        origin: "https://explorer.example",
        routes: {},
      },
    );
    const rows = JSON.parse(await blob.text());
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ portal: TEST_PORTAL.name, url: null });
  });
});

describe("the health page's questions", () => {
  it("answers the list's health, and filters by the files' formats once it holds them", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    const health = await engine.health([TEST_PORTAL], false, NOW);
    expect(health?.total).toBe(5);
    expect(health?.organizations[0]).toMatchObject({ key: "Grad Novi Sad", count: 2 });

    const csv = { ...QUERY, formats: ["CSV"] };
    const before = await engine.results([TEST_PORTAL], csv);
    expect(before).toMatchObject({ total: 0, formatsKnown: false });
    await engine.holdFormats(TEST_PORTAL.id, [
      ["cistoca", ["CSV", "PDF"]],
      ["budzet", ["XLSX"]],
      ["parks", ["CSV"]],
    ]);
    const after = await engine.results([TEST_PORTAL], csv);
    // Two datasets were not read (a read stopped early): what the filter finds is so far.
    expect(after.formatsKnown).toBe(false);
    expect(after.rows.map((row) => row.dataset.slug).sort()).toEqual(["cistoca", "parks"]);
    const both = await engine.results([TEST_PORTAL], { ...QUERY, formats: ["CSV", "XLSX"] });
    expect(both.total).toBe(3);
    await engine.holdFormats(TEST_PORTAL.id, [
      ["cistoca", ["CSV", "PDF"]],
      ["budzet", ["XLSX"]],
      ["parks", ["CSV"]],
      ["budget-zagreb", []],
      ["dacke", ["PDF"]],
    ]);
    const whole = await engine.results([TEST_PORTAL], csv);
    expect(whole.formatsKnown).toBe(true);
    expect(whole.total).toBe(2);
  });

  it("filters the datasets with no files, and those with a file whose format nothing says", async () => {
    const engine = engineWith();
    await load(engine, JSON.stringify(CATALOG));
    await engine.holdFormats(TEST_PORTAL.id, [
      ["cistoca", ["CSV", ""]],
      ["budzet", []],
      ["parks", ["CSV"]],
    ]);
    const slugs = (page: { rows: readonly { dataset: { slug: string } }[] }) =>
      page.rows.map((row) => row.dataset.slug).sort();
    // The datasets it holds no formats for are unknown: neither with files nor without.
    expect(slugs(await engine.results([TEST_PORTAL], { ...QUERY, files: "none" }))).toEqual([
      "budzet",
    ]);
    expect(slugs(await engine.results([TEST_PORTAL], { ...QUERY, formats: [""] }))).toEqual([
      "cistoca",
    ]);
    const offered = await engine.results([TEST_PORTAL], QUERY);
    expect(offered.knownFormats).toEqual(["", "CSV"]);
  });
});
