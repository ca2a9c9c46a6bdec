import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { English } from "../../test/english.tsx";
import type { HealthWork } from "./health-work.ts";
import { WorkNotes } from "./work-progress.tsx";

afterEach(cleanup);

function workWith(failures: number): HealthWork {
  return {
    phase: "idle",
    asked: "files",
    done: 0,
    total: 0,
    failures: Array.from({ length: failures }, (_, i) => ({
      portal: "p",
      slug: `d${i}`,
      name: `Dataset ${i}`,
      reason: "The portal answered 500",
    })),
    stopped: null,
    error: null,
    readFiles: () => undefined,
    checkLinks: () => undefined,
    cancel: () => undefined,
  };
}

describe("WorkNotes", () => {
  it("names the datasets that could not be read, and counts those past the fiftieth", () => {
    render(<WorkNotes work={workWith(53)} />, { wrapper: English });
    const notes = screen.getByRole("group");
    expect(
      within(notes).getByText("53 datasets could not be read; their files are not counted."),
    ).toBeInTheDocument();
    expect(within(notes).getAllByRole("listitem")).toHaveLength(50);
    expect(
      within(notes).getByText("and 3 more datasets that could not be read"),
    ).toBeInTheDocument();
  });

  it("says nothing more when every failure is named", () => {
    render(<WorkNotes work={workWith(50)} />, { wrapper: English });
    expect(screen.getAllByRole("listitem")).toHaveLength(50);
    expect(screen.queryByText(/more datasets? that could not be read/)).toBeNull();
  });
});
