import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_SLUGS } from "../../demo-portal/handler.ts";
import { fetchDatasetDetail } from "../api/dataset-detail.ts";
import type { WatchEntry } from "../lib/watch/watch-entry.ts";
import { snapshotOf } from "../queries/dataset-snapshot.ts";
import { putWatched } from "../queries/watch/watch-store.ts";
import { forgetWatched, watchShelf } from "../queries/watch-queries.ts";
import { setupDemoPortal } from "../test/demo-portal-server.ts";
import { renderRoute } from "../test/render-route.tsx";
import { TEST_PORTAL, TEST_PORTAL_CONFIG } from "../test/test-portals.ts";

const server = setupDemoPortal();
afterEach(async () => {
  cleanup();
  await forgetWatched();
});

const SLUG = DEMO_SLUGS.manyObjects;

/** What the reader saw before the portal changed the dataset: another name, one file more and one less. */
async function seenBeforeTheChange(): Promise<WatchEntry> {
  const now = snapshotOf(await fetchDatasetDetail(TEST_PORTAL, SLUG));
  const [first, ...rest] = now.files;
  if (first === undefined) throw new Error("the dataset needs files");
  return {
    portal: TEST_PORTAL_CONFIG.id,
    slug: SLUG,
    watchedAt: 1,
    seenAt: 1,
    seen: {
      ...now,
      name: "An older name",
      files: [
        ...rest.map((file, i) => (i === 0 ? { ...file, size: (file.size ?? 0) + 1 } : file)),
        {
          name: "withdrawn.csv",
          url: "https://x.example/w.csv",
          format: "CSV",
          size: 1,
          date: null,
        },
      ],
    },
  };
}

describe("watched datasets page", () => {
  it("offers Watch on a dataset page as a toggle that keeps the dataset", async () => {
    renderRoute(`/datasets/${SLUG}`);
    const watch = await screen.findByRole("button", { name: "Watch" }, { timeout: 5000 });
    await waitFor(() => expect(watch).toBeEnabled());
    expect(watch).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(watch);
    await waitFor(() => expect(watch).toHaveAttribute("aria-pressed", "true"));
    // The header reads the list once the page is shown and the browser idle.
    expect(
      await screen.findByRole("link", { name: "Watched datasets (1)" }, { timeout: 3000 }),
    ).toBeVisible();
    fireEvent.click(watch);
    await waitFor(() => expect(watch).toHaveAttribute("aria-pressed", "false"));
    expect(await screen.findByRole("link", { name: "Watched datasets (0)" })).toBeVisible();
  }, 15_000);

  it("checks each dataset on opening and says what changed, and Mark as seen clears it", async () => {
    await putWatched(watchShelf(), [
      await seenBeforeTheChange(),
      {
        portal: TEST_PORTAL_CONFIG.id,
        slug: "withdrawn-dataset",
        watchedAt: 2,
        seenAt: 2,
        seen: { name: "A withdrawn dataset", description: "", files: [] },
      },
    ]);
    renderRoute("/watched");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Watched datasets" }, { timeout: 5000 }),
    ).toBeVisible();
    const group = screen.getByRole("region", { name: TEST_PORTAL_CONFIG.name });
    const summary = await screen.findByText(
      "2 watched datasets changed since you last looked.",
      {},
      { timeout: 5000 },
    );
    expect(summary).toHaveAttribute("role", "status");
    const detail = await fetchDatasetDetail(TEST_PORTAL, SLUG);
    const changes = within(group).getByRole("list", { name: `Changes in ${detail.name}` });
    const items = within(changes)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    const added = detail.objects[0]?.name ?? "";
    expect(items).toEqual(
      expect.arrayContaining([
        `Renamed from “An older name” to “${detail.name}”.`,
        `File added: ${added}`,
        "File removed: withdrawn.csv",
      ]),
    );
    expect(items.some((text) => text?.includes(": size changed from"))).toBe(true);
    expect(
      within(group).getByRole("list", { name: "Changes in A withdrawn dataset" }),
    ).toHaveTextContent("The dataset is gone: the portal answers 404 Not Found.");

    fireEvent.click(
      within(group).getByRole("button", { name: /^Mark as seen\s*\(Prostorni plan/ }),
    );
    await waitFor(() => expect(screen.getByRole("link", { name: detail.name })).toHaveFocus());
    expect(screen.queryByRole("list", { name: `Changes in ${detail.name}` })).toBeNull();
    expect(screen.getAllByText("No changes since you last looked.")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Mark all as seen" }));
    await waitFor(() =>
      expect(screen.getAllByText("No changes since you last looked.")).toHaveLength(2),
    );
  });

  it("says plainly when there is nothing to watch yet", async () => {
    renderRoute("/watched");
    expect(await screen.findByText(/You watch no datasets yet/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Export watched datasets" })).toBeDisabled();
  });

  it("says which checks have their turn and which wait in line behind the four under way", async () => {
    const held: (() => void)[] = [];
    server.use(
      http.get("*/api/resource/:slug", ({ request }) => {
        // The portal holds every answer until the test lets them go.
        return new Promise<undefined>((resolve) => {
          held.push(() => resolve(undefined));
          request.signal.addEventListener("abort", () => resolve(undefined));
        });
      }),
    );
    await putWatched(
      watchShelf(),
      Array.from({ length: 6 }, (_, i) => ({
        portal: TEST_PORTAL_CONFIG.id,
        slug: `watched-${i}`,
        watchedAt: i,
        seenAt: i,
        seen: { name: `Watched ${i}`, description: "", files: [] },
      })),
    );
    renderRoute("/watched");
    await waitFor(() => expect(screen.getAllByText("Checking…")).toHaveLength(4), {
      timeout: 5000,
    });
    expect(screen.getAllByText("Waiting to be checked…")).toHaveLength(2);
    // One answer lets the next in line have its turn.
    held.shift()?.();
    await waitFor(() => expect(screen.getAllByText("Waiting to be checked…")).toHaveLength(1));
    expect(screen.getAllByText("Checking…")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.getAllByText("Not checked: the check was stopped.")).toHaveLength(5),
    );
  });
});
