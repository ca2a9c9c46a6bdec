import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogSnapshot } from "../api/datasets.ts";
import { fold } from "../lib/search/fold.ts";
import { datasetKeys } from "../queries/dataset-queries.ts";
import { demoCatalog, setupDemoPortal } from "../test/demo-portal-server.ts";
import { renderApp, renderRoute } from "../test/render-route.tsx";
import { testPortals } from "../test/test-portals.ts";

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
    const names = within(list)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toContain(name);
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
  /** The names the Datasets list shows, in order. */
  const shownNames = () =>
    within(screen.getByRole("list", { name: "Datasets" }))
      .getAllByRole("listitem")
      .map((row) => row.querySelector(".dataset-link")?.textContent ?? "");
  /** The Organization group's counts, in order. */
  const orgCounts = () =>
    within(screen.getByRole("group", { name: "Organization" }))
      .getAllByRole("checkbox")
      .map((box) => (box instanceof HTMLInputElement ? box.labels?.[0]?.textContent : "") ?? "");

  it("shows the first screen's rows in its own frame, the rest and the counts a frame later", async () => {
    renderRoute("/");
    await resultCount();
    const before = { names: shownNames(), counts: orgCounts() };
    // Frames are held until the test lets them run.
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    try {
      // A single letter: a full page of results, in an order of their own (relevance).
      fireEvent.change(searchBox(), { target: { value: "s" } });
      const atOnce = { names: shownNames(), counts: orgCounts() };
      await act(async () => {
        for (const callback of frames.splice(0)) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      const after = { names: shownNames(), counts: orgCounts() };

      expect(after.names).toHaveLength(25);
      // jsdom's window is 768 px tall: 9 rows of at least 88 px.
      expect(atOnce.names.slice(0, 9)).toEqual(after.names.slice(0, 9));
      expect(atOnce.names.slice(9)).toEqual(before.names.slice(9));
      expect(after.names.slice(9)).not.toEqual(before.names.slice(9));
      expect(atOnce.counts).toEqual(before.counts);
      expect(after.counts).not.toEqual(before.counts);
    } finally {
      frame.mockRestore();
    }
  });
});
