import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HealthChart } from "./lazy-health-chart.tsx";

afterEach(cleanup);

describe("HealthChart", () => {
  it("shows its summary at once and draws the bars, hidden from assistive technology, once Plot has loaded", async () => {
    const summary = "Datasets by the year of their last update: 2024: 3, 2025: 5.";
    const { container } = render(
      <HealthChart
        bars={[
          { label: "2024", value: 3 },
          { label: "2025", value: 5 },
        ]}
        yLabel="Datasets"
        summary={summary}
      />,
    );
    // The summary is the figure's caption from the start.
    expect(screen.getByText(summary).closest("figure")).not.toBeNull();
    await waitFor(() => expect(container.querySelector("svg")).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelectorAll("svg rect")).toHaveLength(2);
    expect(container.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText(summary).tagName).toBe("FIGCAPTION");
  }, 15_000);
});
