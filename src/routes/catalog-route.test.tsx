import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogSnapshot } from "../api/datasets.ts";
import { getCatalogIndex } from "../lib/search/catalog-index.ts";
import { queryCatalog } from "../lib/search/catalog-query.ts";
import { fold, foldWords } from "../lib/search/fold.ts";
import { datasetKeys } from "../queries/dataset-queries.ts";
import { demoCatalog, setupDemoPortal } from "../test/demo-portal-server.ts";
import { renderApp, renderRoute } from "../test/render-route.tsx";
import { testPortals } from "../test/test-portals.ts";
import { firstScreenRows } from "./catalog-view.tsx";

setupDemoPortal();
afterEach(cleanup);

/** A Latin name that carries diacritics (Čistoća, București), and the same name in plain ASCII. */
async function nameWithDiacritics() {
  const dataset = (await demoCatalog()).find((item) => /[\u00c0-\u024f]/.test(item.name));
  if (dataset === undefined) throw new Error("the demo catalog has no Latin name with diacritics");
  return { name: dataset.name, query: fold(dataset.name) };
}

/** The "N datasets" status above the results, as a number ("No datasets" is 0). */
async function resultCount(): Promise<number> {
  const status = await screen.findByText(/^(No|\d[\d,]*) datasets?$/, {}, { timeout: 2000 });
  expect(status).toHaveRole("status");
  return Number(status.textContent?.replace(/\D/g, "") || "0");
}

function searchBox() {
  return screen.getByRole("searchbox", { name: "Search datasets" });
}

describe("catalog page", () => {
  it("lists the demo portal's datasets under a count", async () => {
    const catalog = await demoCatalog();
    renderRoute("/");
    expect(await screen.findByText(`${catalog.length.toLocaleString("en")} datasets`)).toHaveRole(
      "status",
    );
    const list = screen.getByRole("list", { name: "Datasets" });
    // One page of results: the first 25 of the catalog.
    expect(within(list).getAllByRole("link")).toHaveLength(Math.min(25, catalog.length));
  });

  it("narrows as the reader types, and finds a name with diacritics from a plain query", async () => {
    const { name, query } = await nameWithDiacritics();
    expect(query).toMatch(/^[\x20-\x7e]+$/);
    const { router } = renderRoute("/");
    const total = await resultCount();

    fireEvent.change(searchBox(), { target: { value: query } });

    const list = screen.getByRole("list", { name: "Datasets" });
    // By text, not by accessible name: the highlight splits the name into <mark>s and <span>s, and
    // dom-accessibility-api drops the spaces between them ("BudžetGrada…"); browsers keep them.
    // (Rows past the first screen follow a frame later.)
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toContain(name),
    );
    expect(await resultCount()).toBeLessThan(total);
    // The text reaches the URL once typing pauses.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("q")).toBe(query),
    );
  });

  it("narrows to an organization, and the box's count is the number of results", async () => {
    const { router } = renderRoute("/");
    const total = await resultCount();
    const group = screen.getByRole("group", { name: "Organization" });
    const boxes = within(group)
      .getAllByRole("checkbox")
      .filter((box) => box instanceof HTMLInputElement);
    const counted = boxes.map((box) => {
      const figure = /\((\d[\d,]*)\)$/.exec(box.labels?.[0]?.textContent ?? "")?.[1] ?? "0";
      return { box, count: Number(figure.replaceAll(",", "")) };
    });
    const choice = counted.find(({ count }) => count > 0 && count < total);
    if (choice === undefined) throw new Error("no organization narrows the demo catalog");

    fireEvent.click(choice.box);

    expect(choice.box).toBeChecked();
    expect(await resultCount()).toBe(choice.count);
    const list = screen.getByRole("list", { name: "Datasets" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(Math.min(25, choice.count));
    expect(new URLSearchParams(router.state.location.search).getAll("org")).toHaveLength(1);
  });
});

describe("a refreshed catalog", () => {
  it("keeps its plain count while the new list is indexed: nothing is arriving", async () => {
    const { queryClient } = renderApp("/");
    const total = await resultCount();
    const status = screen.getByText(/^\d[\d,]* datasets$/);
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ""));
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    // The portal answered a refresh with one dataset fewer (a whole list, not a partial one).
    const key = datasetKeys.list(testPortals().first.id);
    const shown = queryClient.getQueryData<CatalogSnapshot>(key);
    if (!shown) throw new Error("the catalog is not in the cache");
    act(() => {
      queryClient.setQueryData(key, { ...shown, datasets: shown.datasets.slice(1) });
    });
    await waitFor(() =>
      expect(status.textContent).toBe(`${(total - 1).toLocaleString("en")} datasets`),
    );
    observer.disconnect();
    expect(said.filter((text) => /so far/.test(text))).toEqual([]);
  });
});

describe("a keystroke", () => {
  const NO_FILTERS = {
    orgs: [],
    cats: [],
    updatedWithin: "",
    sort: "relevance",
    only: null,
  } as const;
  /** The names the Datasets list shows, in order. */
  const shownNames = () =>
    within(screen.getByRole("list", { name: "Datasets" }))
      .getAllByRole("listitem")
      .map((row) => row.querySelector(".dataset-link")?.textContent ?? "");
  /** The Organization group's labels with their counts, in order. */
  const orgCounts = () =>
    within(screen.getByRole("group", { name: "Organization" }))
      .getAllByRole("checkbox")
      .map((box) => (box instanceof HTMLInputElement ? box.labels?.[0]?.textContent : "") ?? "");
  const shown = () => ({ names: shownNames(), counts: orgCounts() });

  /** What a fresh load of the catalog at `path` shows, once settled. */
  async function freshLoad(path: string) {
    cleanup();
    renderRoute(path);
    await resultCount();
    return shown();
  }

  /** Holds animation frames until `runFrames` lets the held ones run (and what they post). */
  function holdFrames() {
    const held = new Map<number, FrameRequestCallback>();
    // Ids of their own, so a frame asked for before the hold is still cancelled for real.
    let last = 1_000_000;
    const cancelReal = window.cancelAnimationFrame.bind(window);
    const request = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      last += 1;
      held.set(last, callback);
      return last;
    });
    const cancel = vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
      if (!held.delete(id)) cancelReal(id);
    });
    return {
      runFrames: () =>
        act(async () => {
          const callbacks = [...held.values()];
          held.clear();
          for (const callback of callbacks) callback(performance.now());
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
      release: () => {
        request.mockRestore();
        cancel.mockRestore();
      },
    };
  }

  it("shows the first screen's rows in its own frame, the rest and the counts a frame later", async () => {
    renderRoute("/");
    await resultCount();
    const before = shown();
    const frames = holdFrames();
    let atOnce: ReturnType<typeof shown>;
    let after: ReturnType<typeof shown>;
    try {
      // A single letter: a full page of results, in an order of their own (relevance).
      fireEvent.change(searchBox(), { target: { value: "s" } });
      atOnce = shown();
      await frames.runFrames();
      after = shown();
    } finally {
      frames.release();
    }
    const first = firstScreenRows();
    expect(first).toBeLessThan(25);
    expect(after.names).toHaveLength(25);
    expect(atOnce.names.slice(0, first)).toEqual(after.names.slice(0, first));
    expect(atOnce.names.slice(first)).toEqual(before.names.slice(first));
    expect(after.names.slice(first)).not.toEqual(before.names.slice(first));
    expect(atOnce.counts).toEqual(before.counts);
    expect(after.counts).not.toEqual(before.counts);
    // Settled, the page is what a fresh load of the query shows.
    expect(after).toEqual(await freshLoad("/?q=s"));
  });

  it("settles on the last of several keys typed before a frame", async () => {
    renderRoute("/");
    await resultCount();
    const frames = holdFrames();
    let after: ReturnType<typeof shown>;
    try {
      for (const typed of ["s", "st", "sta"])
        fireEvent.change(searchBox(), { target: { value: typed } });
      await frames.runFrames();
      after = shown();
    } finally {
      frames.release();
    }
    expect(after).toEqual(await freshLoad("/?q=sta"));
  });

  it("never shows rows a narrower result no longer has", async () => {
    // A word whose results fill more than the first screen but less than a page.
    const index = getCatalogIndex(await demoCatalog());
    const words = new Set(index.entries.flatMap(({ dataset }) => foldWords(dataset.name)));
    const query = [...words].find((word) => {
      const found = queryCatalog(index, { ...NO_FILTERS, q: word }).ids.length;
      return found > firstScreenRows() && found < 25;
    });
    if (query === undefined) throw new Error("no word of the demo catalog finds 10 to 24 datasets");
    renderRoute("/");
    await resultCount();
    const frames = holdFrames();
    let atOnce: string[];
    try {
      fireEvent.change(searchBox(), { target: { value: query } });
      atOnce = shownNames();
    } finally {
      frames.release();
    }
    // Before any frame: every row is one of the new results, and none of the last page's.
    expect(atOnce).toEqual((await freshLoad(`/?q=${query}`)).names);
  });
});
