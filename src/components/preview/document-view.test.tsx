import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInEnglish } from "../../test/english.tsx";
import { DocumentView } from "./document-view.tsx";

afterEach(cleanup);

describe("DocumentView", () => {
  it("starts a document's headings at h3 and steps one level at a time", () => {
    renderInEnglish(
      <DocumentView
        label="izvestaj.doc"
        document={{
          blocks: [
            { type: "heading", level: 2, text: "Izveštaj" },
            { type: "paragraph", text: "Uvod." },
            { type: "heading", level: 4, text: "Главни налази" },
            { type: "heading", level: 2, text: "Prilog" },
          ],
          truncated: false,
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Izveštaj" }).tagName).toBe("H3");
    expect(screen.getByRole("heading", { name: "Главни налази" }).tagName).toBe("H4");
    expect(screen.getByRole("heading", { name: "Prilog" }).tagName).toBe("H3");
    expect(screen.getByRole("region", { name: "Text of izvestaj.doc" })).toHaveTextContent("Uvod.");
  });

  it("says a document cut at a cap shows only its start, and a whole one says nothing", () => {
    const table = { type: "table", rows: [["Q1", "2.500.000"]] } as const;
    const { unmount } = renderInEnglish(
      <DocumentView label="velika.doc" document={{ blocks: [table], truncated: true }} />,
    );
    const region = screen.getByRole("region", { name: "Text of velika.doc" });
    expect(region).toHaveTextContent("Only the start of the document is shown.");
    expect(screen.getByRole("cell", { name: "2.500.000" })).toBeInTheDocument();
    unmount();
    renderInEnglish(
      <DocumentView label="mala.doc" document={{ blocks: [table], truncated: false }} />,
    );
    expect(screen.getByRole("region", { name: "Text of mala.doc" })).not.toHaveTextContent(
      "Only the start",
    );
  });
});
