import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_SLUGS } from "../../demo-portal/handler.ts";
import { setupDemoPortal } from "../test/demo-portal-server.ts";
import { factText } from "../test/facts.ts";
import { renderRoute } from "../test/render-route.tsx";

const server = setupDemoPortal();
afterEach(cleanup);

/** Records the "METHOD /path" of every request the page makes while `run` goes on. */
async function requestsDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on("request:start", listener);
  try {
    await run();
  } finally {
    server.events.removeListener("request:start", listener);
  }
  return seen;
}

/**
 * The panel comes after the dataset's and the API route's chunks load; the first test of a cold
 * run also pays for transforming them (Lingui's macros run through Babel), so it gets time.
 */
function apiPanel() {
  return screen.findByRole("region", { name: "API data" }, { timeout: 10_000 });
}

describe("API data panel", () => {
  it("shows the attached API's records as a table, with the status the proxy answered", async () => {
    const requests = await requestsDuring(async () => {
      renderRoute(`/datasets/${DEMO_SLUGS.table}/api`);
      const panel = await apiPanel();
      const table = await within(panel).findByRole("table", {}, { timeout: 2000 });
      expect(factText(panel, "Status")).toBe("200");
      const rowCount = within(panel).getByText(/^\d[\d,]* rows?$/);
      expect(rowCount).toHaveRole("status");
      // The body is virtualized and jsdom has no layout, so it draws no body rows at all (only the
      // header row is in the DOM): the count text and aria-rowcount (header + rows) carry the number.
      const rows = Number(rowCount.textContent?.replace(/\D/g, ""));
      expect(rows).toBeGreaterThan(0);
      expect(table).toHaveAttribute("aria-rowcount", String(rows + 1));
    });
    expect(requests).toContain("POST /api/proxy");
  });

  it("explains a 401 from a protected API, and offers Try again", async () => {
    renderRoute(`/datasets/${DEMO_SLUGS.protected}/api`);
    const panel = await apiPanel();
    const alert = await within(panel).findByRole("alert");
    expect(alert).toHaveTextContent("401");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("asks the proxy nothing until the API data panel is opened", async () => {
    const requests = await requestsDuring(async () => {
      renderRoute(`/datasets/${DEMO_SLUGS.table}`);
      await screen.findByRole("table", { name: "Resources" });
      // The list (for the organization) is the last thing the page asks for; once it shows, the
      // page has made every request it will make on its own.
      await waitFor(() => expect(factText(document.body, "Organization")).not.toBe("…"));
    });
    expect(requests).toContain(`GET /api/resource/${DEMO_SLUGS.table}`);
    expect(requests.filter((request) => request.endsWith("/api/proxy"))).toEqual([]);
  });
});
