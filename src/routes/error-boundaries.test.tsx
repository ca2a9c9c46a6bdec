import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/query-client.ts";
import { English } from "../test/english.tsx";
import { jsonResponse, stubFetch } from "../test/fetch-stub.ts";
import { renderApp } from "../test/render-route.tsx";
import { AppError } from "./app-error.tsx";

const SLUG = "budget";

// The API data panel, replaced by one that fails while rendering, as a bug or a hostile answer would.
vi.mock("./dataset-api-route.tsx", () => ({
  Component: () => {
    throw new Error("The panel broke while drawing the answer");
  },
}));

/** Throws a value with no prototype: String() of it throws too, which the alert must survive. */
function BrokenFrame(): never {
  throw Object.create(null);
}

function renderAt(path: string) {
  stubFetch({
    "/api/resources/": jsonResponse([{ slug: SLUG, name: "City budget", ownerName: "City" }]),
    [`/api/resource/${SLUG}`]: jsonResponse({ slug: SLUG, name: "City budget", objects: [] }),
  });
  const { router } = renderApp(path, { queryClient: createQueryClient() });
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("error boundaries", () => {
  it("keeps the dataset page when its API data panel throws, and explains the failure in place", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(`/datasets/${SLUG}/api`);
    expect(await screen.findByRole("heading", { level: 1, name: "City budget" })).toBeVisible();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The panel broke while drawing the answer");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Open data explorer" })).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("keeps the frame when a whole page fails, with the route's own error element", async () => {
    stubFetch({ [`/api/resource/${SLUG}`]: jsonResponse({ message: "Bad slug" }, 400) });
    renderApp(`/datasets/${SLUG}`, { queryClient: createQueryClient() });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dataset not found" }),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("400");
    expect(screen.getByRole("link", { name: "Open data explorer" })).toBeVisible();
  });

  it("falls back to the app's error element when the frame itself fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: "/", element: <BrokenFrame />, errorElement: <AppError /> },
    ]);
    render(<RouterProvider router={router} />, { wrapper: English });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The explorer stopped working" }),
    ).toBeVisible();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("No further details were given.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
