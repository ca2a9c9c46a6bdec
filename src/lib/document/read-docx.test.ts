import { describe, expect, it } from "vitest";
import { generateCatalog } from "../../../demo-portal/catalog.ts";
import { DEMO_SLUGS } from "../../../demo-portal/demo-slugs.ts";
import { makeFile } from "../../../demo-portal/file-makers.ts";
import { readDocx } from "./read-docx.ts";

const catalog = generateCatalog({ datasets: 30 });

function file(slug: string, kind: "docx" | "doc") {
  const entry = catalog.find(slug);
  if (!entry) throw new Error(`no dataset ${slug}`);
  return makeFile(kind, entry, `/uploads/${slug}/x.${kind}`);
}

describe("readDocx", () => {
  it("reads headings, paragraphs, a list and a table from the workbench report", async () => {
    const { blocks } = await readDocx(file(DEMO_SLUGS.workbench, "docx"));
    expect(blocks[1]).toEqual({
      type: "heading",
      level: 2,
      text: "Izveštaj o izvršenju budžeta",
    });
    expect(blocks).toContainEqual({
      type: "list",
      items: ["Izvršenje je 98,4 % plana za godinu.", "Najveći rashod su osnovne škole."],
    });
    const table = blocks.find((block) => block.type === "table");
    expect(table?.type === "table" && table.rows[1]).toEqual([
      "Q1 2024",
      "2.500.000",
      "2.312.450,50",
    ]);
  });

  it("reads the demo portal's plain .docx as paragraphs", async () => {
    const { blocks } = await readDocx(file(DEMO_SLUGS.table, "docx"));
    expect(blocks.some((b) => b.type === "paragraph" && b.text.includes("Publisher:"))).toBe(true);
  });

  it("says an RTF .doc cannot be read", async () => {
    await expect(readDocx(file(DEMO_SLUGS.table, "doc"))).rejects.toThrow(/RTF document/);
  });
});
