import { within } from "@testing-library/react";

/**
 * The value beside a term of a facts list (<dl>: "Organization" → "City of Split"). Matched by text:
 * a <dt> has no accessible name of its own, since the term role is not named from its content.
 */
export function factText(container: HTMLElement, term: string): string | null | undefined {
  const dt = within(container)
    .getAllByRole("term")
    .find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling?.textContent;
}
