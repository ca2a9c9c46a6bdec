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
});
