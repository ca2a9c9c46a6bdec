import { describe, expect, it } from "vitest";
import { generateCatalog } from "../../../demo-portal/catalog.ts";
import { DEMO_SLUGS } from "../../../demo-portal/demo-slugs.ts";
import { makeFile } from "../../../demo-portal/file-makers.ts";
import { createZip } from "../../../demo-portal/zip-writer.ts";
import { MAX_PARTS } from "./document-text.ts";
import { documentBlocks, readDocx } from "./read-docx.ts";

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

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const body = (xml: string) => `<w:document ${W}><w:body>${xml}</w:body></w:document>`;
const listItem = (text: string) =>
  `<w:p><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;

describe("the .docx reader's caps", () => {
  it("joins consecutive list paragraphs into one list of at most MAX_PARTS items", () => {
    const { blocks, truncated } = documentBlocks(body(listItem("a").repeat(40_000)));
    expect(blocks).toEqual([{ type: "list", items: Array(MAX_PARTS).fill("a") }]);
    expect(truncated).toBe(true);
  });

  it("keeps at most MAX_PARTS cells of a table of one endless row, read from a real zip", async () => {
    const xml = body(`<w:tbl><w:tr>${cell("x").repeat(MAX_PARTS + 500)}</w:tr></w:tbl>`);
    const docx = createZip([
      { name: "[Content_Types].xml", data: new TextEncoder().encode("<Types/>") },
      { name: "word/document.xml", data: new TextEncoder().encode(xml) },
    ]);
    const { blocks, truncated } = await readDocx(docx);
    expect(blocks).toEqual([{ type: "table", rows: [Array(MAX_PARTS).fill("x")] }]);
    expect(truncated).toBe(true);
  });

  it("counts list items and table cells against one budget, and stops the document there", () => {
    const half = MAX_PARTS / 2;
    const rows = `<w:tr>${cell("x")}${cell("y")}</w:tr>`.repeat(half / 2);
    const xml = body(
      `${listItem("a").repeat(half)}<w:tbl>${rows}<w:tr>${cell("z")}</w:tr></w:tbl>` +
        "<w:p><w:r><w:t>After the table</w:t></w:r></w:p>",
    );
    const { blocks, truncated } = documentBlocks(xml);
    expect(blocks).toEqual([
      { type: "list", items: Array(half).fill("a") },
      { type: "table", rows: Array(half / 2).fill(["x", "y"]) },
    ]);
    expect(truncated).toBe(true);
  });

  it("drops rows without cells and reads a table's cell of two paragraphs as two lines", () => {
    const xml = body(
      `<w:tbl>${"<w:tr></w:tr>".repeat(1_000)}<w:tr><w:tc><w:p><w:r><w:t>Prvi</w:t></w:r></w:p>` +
        "<w:p><w:r><w:t>Drugi</w:t></w:r></w:p></w:tc></w:tr></w:tbl>",
    );
    expect(documentBlocks(xml)).toEqual({
      blocks: [{ type: "table", rows: [["Prvi\nDrugi"]] }],
      truncated: false,
    });
  });
});
