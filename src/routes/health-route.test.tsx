import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { EPOCH_ZERO } from "../../demo-portal/dates.ts";
import { HEALTH_SLUGS, MARKUP_ONLY_DESCRIPTIONS } from "../../demo-portal/demo-slugs.ts";
import { healthShelf, readKeptHealth } from "../queries/health/health-store.ts";
import { demoPortal, setupDemoPortal } from "../test/demo-portal-server.ts";
import { renderRoute } from "../test/render-route.tsx";
import { TEST_PORTAL_CONFIG, testPortals } from "../test/test-portals.ts";

const server = setupDemoPortal();
const YEAR_MS = 365 * 86_400_000;
afterEach(async () => {
  cleanup();
  await healthShelf().clear();
});

interface RawSummary {
  slug: string;
  ownerName: string;
  description: string;
  _updated: string;
}

async function demoList(): Promise<RawSummary[]> {
  return (await demoPortal(new Request("http://portal.test/api/resources/"))).json();
}

/**
 * What the demo made: datasets it never dated (Eve's zero date), datasets it gave no description
 * (an empty one, or markup alone), and the rest dated; stale is dated more than 365 days ago.
 */
function demoFacts(list: readonly RawSummary[], now: number) {
  const dated = list.filter((summary) => summary._updated !== EPOCH_ZERO);
  return {
    recent: dated.filter((summary) => Date.parse(summary._updated) >= now - YEAR_MS).length,
    stale: dated.filter((summary) => Date.parse(summary._updated) < now - YEAR_MS).length,
    unknown: list.length - dated.length,
    undescribed: list.filter(
      (summary) => summary.description === "" || MARKUP_ONLY_DESCRIPTIONS.includes(summary.slug),
    ).length,
  };
}

/** The figure itself (not its label or note) of the figure labelled `label`. */
function figureValue(list: HTMLElement, label: string): string | null {
  const item = within(list)
    .getAllByRole("listitem")
    .find((candidate) => within(candidate).queryByText(label, { exact: true }) !== null);
  if (item === undefined) throw new Error(`no figure "${label}"`);
  return within(item).getByRole("strong").textContent;
}

describe("the health page", () => {
  it("names its portal and counts the list's stale, undated and undescribed datasets", async () => {
    const list = await demoList();
    const facts = demoFacts(list, Date.now());
    // The demo makes these cases happen, or the figures below would prove little.
    expect(facts.stale).toBeGreaterThan(0);
    expect(facts.undescribed).toBeGreaterThanOrEqual(MARKUP_ONLY_DESCRIPTIONS.length + 1);
    renderRoute("/health");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Portal health: Demo open data portal",
      }),
    ).toBeInTheDocument();
    const freshness = await screen.findByRole("list", { name: "Freshness" });
    expect(figureValue(freshness, "updated more than 12 months ago")).toBe(String(facts.stale));
    expect(figureValue(freshness, "date unknown")).toBe(String(facts.unknown));
    expect(figureValue(freshness, "updated in the last 12 months")).toBe(
      `${Math.round((facts.recent / list.length) * 100)}%`,
    );
    expect(
      within(freshness).getByRole("link", { name: "updated more than 12 months ago" }),
    ).toHaveAttribute("href", "/?updated=over-12m");
    const completeness = screen.getByRole("list", { name: "Metadata completeness" });
    expect(figureValue(completeness, "with no description")).toBe(String(facts.undescribed));
    const orgs = screen.getByRole("table", { name: "Datasets by organization" });
    const owners = new Set(list.map((summary) => summary.ownerName));
    expect(within(orgs).getAllByRole("row")).toHaveLength(owners.size + 1);
  });

  it("reads every dataset's files on request: formats with their stars, a dataset with none", async () => {
    renderRoute("/health");
    fireEvent.click(await screen.findByRole("button", { name: "Read every dataset's files" }));
    expect(await screen.findByRole("progressbar", { name: "Reading every dataset" })).toBeVisible();
    const formats = await screen.findByRole(
      "table",
      { name: "Files by format" },
      { timeout: 20_000 },
    );
    const png = within(formats).getByRole("rowheader", { name: "PNG" }).closest("tr");
    expect(png).toHaveTextContent("1 star");
    const geojson = within(formats).getByRole("rowheader", { name: "GEOJSON" }).closest("tr");
    expect(geojson).toHaveTextContent("3 stars");
    const noFiles = screen.getByText(/datasets? with no files$/);
    fireEvent.click(noFiles);
    await waitFor(() =>
      expect(
        screen.getByRole("link", { name: "Planovi detaljne regulacije Grada Niša" }),
      ).toHaveAttribute("href", `/datasets/${HEALTH_SLUGS.noFiles}`),
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  }, 30_000);

  it("links each files figure to the catalog's datasets, and the catalog finds them", async () => {
    renderRoute("/health");
    const orgs = await screen.findByRole("table", { name: "Datasets by organization" });
    const freshCells = within(orgs).getAllByRole("link", { name: /%$/ });
    expect(freshCells.length).toBeGreaterThan(0);
    for (const cell of freshCells) expect(cell.getAttribute("href")).toMatch(/[?&]updated=12m/);
    fireEvent.click(await screen.findByRole("button", { name: "Read every dataset's files" }));
    const files = await screen.findByRole("list", { name: "Files" }, { timeout: 20_000 });
    const machine = within(files).getByRole("link", { name: "machine-readable" });
    const wanted = new URL(machine.getAttribute("href") ?? "", "http://x").searchParams;
    // Spreadsheets and open formats, not documents: the demo has files of every star.
    expect(wanted.getAll("format")).toEqual(expect.arrayContaining(["XLSX", "CSV", "GEOJSON"]));
    expect(wanted.getAll("format")).not.toContain("PDF");
    const open = within(files).getByRole("link", { name: "in an open structured format" });
    expect(
      new URL(open.getAttribute("href") ?? "", "http://x").searchParams.getAll("format"),
    ).not.toContain("XLSX");
    const completeness = screen.getByRole("list", { name: "Metadata completeness" });
    const noFiles = within(completeness).getByRole("link", { name: "with no files" });
    expect(noFiles).toHaveAttribute("href", "/?files=none");
    fireEvent.click(noFiles);
    const results = await screen.findByRole("list", { name: "Datasets" }, { timeout: 10_000 });
    expect(
      within(results).getByRole("link", { name: "Planovi detaljne regulacije Grada Niša" }),
    ).toBeVisible();
    expect(
      within(results).queryByRole("link", { name: "Arhiva priloga Gradskog veća Novog Sada" }),
    ).toBeNull();
  }, 30_000);

  it("keeps what a reading found when it is stopped, and says how many datasets it counts", async () => {
    const total = (await demoList()).length;
    const answered = 10;
    let asked = 0;
    server.use(
      http.get("*/api/resource/:slug", ({ request }) => {
        asked += 1;
        // The first ten answer; the portal holds the rest until the reader stops.
        if (asked <= answered) return demoPortal(request);
        return new Promise<undefined>((resolve) => {
          request.signal.addEventListener("abort", () => resolve(undefined));
        });
      }),
    );
    renderRoute("/health");
    fireEvent.click(await screen.findByRole("button", { name: "Read every dataset's files" }));
    expect(
      await screen.findByText(
        `Reading every dataset's page, at most 4 at a time: ${answered} of ${total} done.`,
      ),
    ).toHaveAttribute("role", "status");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(
      await screen.findByText("Stopped. What was found until then is shown and kept."),
    ).toHaveAttribute("role", "status");
    expect(
      screen.getByText(
        `That reading was stopped: its figures count the files of the ${answered} datasets read of ${total}.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole("table", { name: "Files by format" })).toBeVisible();
    const kept = await readKeptHealth(healthShelf(), "demo");
    expect(kept.files).toMatchObject({ complete: false, of: total });
    expect(kept.files?.health.datasets).toBe(answered);
  }, 30_000);

  it("across portals, names a portal whose list failed, with its status, and counts it once it answers", async () => {
    let refused = true;
    server.use(
      http.get("*/other/api/resources/", ({ request }) => {
        if (refused) return HttpResponse.json({ _error: "down" }, { status: 503 });
        // Once it answers, it answers as the demo portal does.
        return demoPortal(new Request(request.url.replace("/other/api/", "/api/"), request));
      }),
    );
    const other = { id: "other", name: "Other portal", api: "/other/api" };
    renderRoute("/all/health", testPortals([TEST_PORTAL_CONFIG, other]));
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(
      "Other portal is not counted: its catalog could not be loaded (HTTP 503)",
    );
    // Nothing is waited for any more: no status says a portal has not answered.
    expect(screen.queryByText(/has not answered yet/)).toBeNull();
    const portals = await screen.findByRole("table", { name: "Datasets by portal" });
    expect(within(portals).getAllByRole("row")).toHaveLength(2);
    refused = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Datasets by portal" })).getAllByRole("row"),
      ).toHaveLength(3),
    );
  }, 20_000);
});
