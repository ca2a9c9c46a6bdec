import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { HEALTH_DATASETS } from "../../demo-portal/special-datasets.ts";
import { fold } from "../lib/search/fold.ts";
import { fileHealth } from "../queries/health/file-health.ts";
import {
  type DatasetFormats,
  healthShelf,
  keepHealth,
  NOTHING_KEPT,
} from "../queries/health/health-store.ts";
import { holdFormats } from "../queries/health-queries.ts";
import { demoCatalog, demoPortal, setupDemoPortal } from "../test/demo-portal-server.ts";
import { renderApp, renderRoute } from "../test/render-route.tsx";

const portal = setupDemoPortal();
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
    const count = `${catalog.length.toLocaleString("en")} datasets`;
    // The first page of a file also loads the route's code: on a busy machine, seconds.
    expect(await screen.findByText(count, {}, { timeout: 8000 })).toHaveRole("status");
    const list = screen.getByRole("list", { name: "Datasets" });
    // One page of results: the first 25 of the catalog.
    expect(within(list).getAllByRole("link")).toHaveLength(Math.min(25, catalog.length));
  }, 15_000);

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
    // On a busy machine the engine's answer, in this thread here, can take a while.
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole("link")
            .map((link) => link.textContent),
        ).toContain(name),
      { timeout: 5000 },
    );
    expect(await resultCount()).toBeLessThan(total);
    // The text reaches the URL once typing pauses (on a busy machine, later than waitFor's
    // default second: a CI run failed so once).
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get("q")).toBe(query),
      { timeout: 5000 },
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
    await waitFor(async () => expect(await resultCount()).toBe(choice.count), { timeout: 5000 });
    const list = screen.getByRole("list", { name: "Datasets" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(Math.min(25, choice.count));
    expect(new URLSearchParams(router.state.location.search).getAll("org")).toHaveLength(1);
  });
});

describe("the filters the health page leads to", () => {
  it("filters to the datasets with no description from the panel, by keyboard-usable checkbox", async () => {
    const { router } = renderRoute("/");
    await resultCount();
    const group = screen.getByRole("group", { name: "Description" });
    fireEvent.click(within(group).getByRole("checkbox", { name: "with no description" }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("description")).toBe("none"),
    );
    // The demo's datasets made with no description to read: empty, and markup alone.
    const undescribed = HEALTH_DATASETS.map((dataset) => dataset.name);
    await waitFor(async () => expect(await resultCount()).toBe(undescribed.length));
    const list = screen.getByRole("list", { name: "Datasets" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(undescribed));
  });

  it("offers the files' formats once they are known, and datasets with no files", async () => {
    const { router, queryClient } = renderRoute("/");
    await resultCount();
    const group = screen.getByRole("group", { name: "Files" });
    expect(within(group).getByRole("link", { name: "the portal's health page" })).toHaveAttribute(
      "href",
      "/health",
    );
    expect(within(group).queryByRole("checkbox")).toBeNull();
    // As the health page hands them over once it has read every dataset's files.
    const [archive, noFiles] = HEALTH_DATASETS;
    if (!archive || !noFiles) throw new Error("the demo's health datasets");
    await act(() =>
      holdFormats(queryClient, [
        ["demo", archive.slug, ["CSV", ""]],
        ["demo", noFiles.slug, []],
      ]),
    );
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole("checkbox")
          .map((box) => box.parentElement?.textContent?.trim()),
      ).toEqual(["with no files", "CSV", "format: none given"]),
    );
    fireEvent.click(within(group).getByRole("checkbox", { name: "with no files" }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("files")).toBe("none"),
    );
    await waitFor(async () => expect(await resultCount()).toBe(1));
    expect(screen.getByRole("button", { name: "Remove Files: none" })).toBeVisible();
    fireEvent.click(within(group).getByRole("checkbox", { name: "with no files" }));
    fireEvent.click(within(group).getByRole("checkbox", { name: "format: none given" }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll("format")).toEqual([""]),
    );
    await waitFor(async () => expect(await resultCount()).toBe(1));
    expect(screen.getByRole("button", { name: "Remove Format: none given" })).toBeVisible();
  }, 20_000);
});

describe("formats kept from an earlier visit", () => {
  afterEach(() => healthShelf().clear());

  it("are handed to the engine once the catalog shows, so a shared ?files=none link finds them", async () => {
    const [archive, noFiles] = HEALTH_DATASETS;
    if (!archive || !noFiles) throw new Error("the demo's health datasets");
    const formats: DatasetFormats = [
      ["demo", archive.slug, ["CSV", "PDF"]],
      ["demo", noFiles.slug, []],
    ];
    await keepHealth(healthShelf(), "demo", {
      ...NOTHING_KEPT,
      files: {
        at: 1,
        health: fileHealth([]),
        formats,
        of: 2,
        complete: true,
      },
    });
    renderRoute("/?files=none");
    await waitFor(async () => expect(await resultCount()).toBe(1), { timeout: 8000 });
    const list = screen.getByRole("list", { name: "Datasets" });
    expect(within(list).getByRole("link", { name: noFiles.name })).toBeVisible();
    const group = screen.getByRole("group", { name: "Files" });
    expect(within(group).getByRole("checkbox", { name: "with no files" })).toBeChecked();
    await waitFor(() =>
      expect(within(group).getByRole("checkbox", { name: "PDF" })).not.toBeChecked(),
    );
  }, 15_000);
});

describe("a refreshed catalog", () => {
  it("keeps its plain count while the new list is read: nothing is arriving", async () => {
    const { queryClient } = renderApp("/");
    const total = await resultCount();
    const status = screen.getByText(/^\d[\d,]* datasets$/);
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ""));
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    // The portal answers a refresh with one dataset fewer.
    portal.use(
      http.get("*/api/resources/", async ({ request }) => {
        const list = await (await demoPortal(new Request(request.url))).json();
        return HttpResponse.json(list.slice(1));
      }),
    );
    await act(() => queryClient.invalidateQueries());
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

  it("keeps the last results on screen until the engine answers, then shows its rows and counts", async () => {
    renderRoute("/");
    await resultCount();
    const before = shown();
    // Two letters at once: the engine was asked ahead only for the next single key.
    fireEvent.change(searchBox(), { target: { value: "st" } });
    // The engine has not answered yet: the last answer stays, never an empty list.
    expect(shown()).toEqual(before);
    const list = screen.getByRole("list", { name: "Datasets" });
    // The rows come first; the filters' counts follow in a render of their own.
    await waitFor(() => expect(list).toHaveAttribute("data-settled-query", "st"));
    const after = shown();
    expect(after.names).not.toEqual(before.names);
    expect(after.counts).not.toEqual(before.counts);
    expect(after).toEqual(await freshLoad("/?q=st"));
  }, 15_000);

  it("shows the rows of a key asked ahead with the key itself", async () => {
    const { queryClient } = renderRoute("/");
    await resultCount();
    const list = screen.getByRole("list", { name: "Datasets" });
    // Once the first results are in, the engine is asked what each next key would show.
    const askedAhead = () =>
      queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.queryKey.includes("results") }).length;
    await waitFor(() => expect(askedAhead()).toBeGreaterThan(5));
    await waitFor(() =>
      expect(
        queryClient.isFetching({ predicate: (query) => query.queryKey.includes("results") }),
      ).toBe(0),
    );
    fireEvent.change(searchBox(), { target: { value: "s" } });
    // In the very render of the key: no wait for the engine.
    expect(list).toHaveAttribute("data-query", "s");
    const withKey = shownNames();
    expect(withKey).toEqual((await freshLoad("/?q=s")).names);
  }, 15_000);

  it("going back before typing pauses leaves the entry gone back to as it was", async () => {
    const { router } = renderRoute("/");
    await resultCount();
    await act(() => router.navigate("/?q=grad"));
    await waitFor(() => expect(searchBox()).toHaveValue("grad"));
    fireEvent.change(searchBox(), { target: { value: "gradski" } });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(""));
    // Past the typing pause: the text typed on the later entry is not written onto this one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(router.state.location.search).toBe("");
    expect(searchBox()).toHaveValue("");
  });

  it("settles on the last of several keys typed at once", async () => {
    renderRoute("/");
    await resultCount();
    for (const typed of ["s", "st", "sta"])
      fireEvent.change(searchBox(), { target: { value: typed } });
    const list = screen.getByRole("list", { name: "Datasets" });
    await waitFor(() => expect(list).toHaveAttribute("data-settled-query", "sta"));
    expect(shown()).toEqual(await freshLoad("/?q=sta"));
  }, 15_000);
});
