import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_SLUGS } from "../../demo-portal/handler.ts";
import { fetchDatasetDetail } from "../api/dataset-detail.ts";
import { demoCatalog, setupDemoPortal } from "../test/demo-portal-server.ts";
import { factText } from "../test/facts.ts";
import { renderRoute } from "../test/render-route.tsx";
import { TEST_PORTAL } from "../test/test-portals.ts";

setupDemoPortal();
afterEach(cleanup);

const SLUG = DEMO_SLUGS.manyObjects;

function fact(term: string) {
  return factText(document.body, term);
}

async function summaryOf(slug: string) {
  const summary = (await demoCatalog()).find((item) => item.slug === slug);
  if (summary === undefined) throw new Error(`no ${slug} in the demo catalog`);
  return summary;
}

describe("dataset page", () => {
  it("is titled with the dataset's name, and takes organization and category from the list", async () => {
    const summary = await summaryOf(SLUG);
    renderRoute(`/datasets/${SLUG}`);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(summary.name);
    // The detail has neither: they arrive with the list, which the loader does not wait for.
    await waitFor(() => expect(fact("Organization")).toBe(summary.ownerName));
    expect(fact("Category")).toBe(summary.categoryName);
  });

  it("offers each file as a Download link to the portal's /uploads/", async () => {
    const detail = await fetchDatasetDetail(TEST_PORTAL, SLUG);
    const files = detail.objects.filter((object) => object.file.href !== null);
    expect(files.length).toBeGreaterThan(0);
    renderRoute(`/datasets/${SLUG}`);
    const table = await screen.findByRole("table", { name: "Resources" });
    const downloads = within(table).getAllByRole("link", { name: /^Download/ });
    expect(downloads).toHaveLength(files.length);
    for (const object of files) {
      const link = downloads.find(
        (candidate) => candidate.textContent === `Download ${object.name}`,
      );
      expect(link, object.name).toBeDefined();
      expect(new URL(link?.getAttribute("href") ?? "", window.location.href).pathname).toMatch(
        /^\/uploads\//,
      );
    }
  });

  it("reads Dataset not found, with the 404, for an unknown slug", async () => {
    renderRoute("/datasets/no-such-dataset-anywhere");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dataset not found" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("404");
  });
});
