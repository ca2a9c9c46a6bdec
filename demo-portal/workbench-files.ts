// The files of the journalist's-workbench datasets: a budget workbook with merged group headers
// and dates (the same sheets as .xlsx, .xls and .ods), a report as .docx, a damaged .xlsx,
// password-protected .xls and .doc, the files LibreOffice wrote, and a ~10 MB .xlsx. Everything is
// fixed, so tests can read known cells.
import { deflateRawSync } from "node:zlib";
import type { CatalogEntry, FileKind } from "./catalog-types.ts";
import { DEMO_SLUGS } from "./demo-slugs.ts";
import { type OfficeFixture, officeFixture } from "./office-fixtures.ts";
import { escapeXml } from "./text.ts";
import {
  createOds,
  createWorkbookSpreadsheetMl,
  createWorkbookXlsx,
  type WorkbookCell,
  type WorkbookSheet,
} from "./workbook-writer.ts";
import { createZip } from "./zip-writer.ts";

const deflate = (data: Uint8Array) => new Uint8Array(deflateRawSync(data));

const PURPOSES = [
  "Osnovne škole",
  "Srednje škole",
  "Javni prevoz",
  "Održavanje puteva",
  "Zelene površine",
  "Kultura",
  "Sport",
  "Socijalna zaštita",
  "Zdravstvo",
  "Uprava",
];

/** Revenue by quarter under a merged "Iznos (RSD)" group header, and spending by purpose. */
export const BUDGET_SHEETS: readonly WorkbookSheet[] = [
  {
    name: "Prihodi",
    rows: [
      ["Kvartal", "Iznos (RSD)", null, "Datum objave"],
      [null, "Plan", "Izvršenje", null],
      ["Q1 2024", 2_500_000, 2_312_450.5, { date: "2024-04-15" }],
      ["Q2 2024", 2_600_000, 2_704_118.25, { date: "2024-07-12" }],
      ["Q3 2024", 2_450_000, 2_198_003, { date: "2024-10-14" }],
      ["Q4 2024", 2_900_000, 3_051_777.75, { date: "2025-01-20" }],
    ],
    merges: ["A1:A2", "B1:C1", "D1:D2"],
  },
  {
    name: "Rashodi",
    rows: [
      ["Namena", "Iznos", "Datum", "Hitno"],
      ...PURPOSES.map((purpose, i): WorkbookCell[] => [
        purpose,
        i === 0 ? 987_654 : i === 6 ? 1_500 : 10_000 + ((i * 7_919) % 90_000),
        { date: `2024-${String(i + 1).padStart(2, "0")}-${String(10 + i).padStart(2, "0")}` },
        i % 3 === 0,
      ]),
    ],
  },
];

function reportDocx(entry: CatalogEntry): Uint8Array<ArrayBuffer> {
  const w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const para = (text: string, style?: string, list = false) =>
    `<w:p>${style || list ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ""}${list ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ""}</w:pPr>` : ""}${run(text)}</w:p>`;
  const cell = (text: string) => `<w:tc><w:p>${run(text)}</w:p></w:tc>`;
  const table = `<w:tbl>${[
    ["Kvartal", "Plan", "Izvršenje"],
    ["Q1 2024", "2.500.000", "2.312.450,50"],
    ["Q2 2024", "2.600.000", "2.704.118,25"],
  ]
    .map((row) => `<w:tr>${row.map(cell).join("")}</w:tr>`)
    .join("")}</w:tbl>`;
  const body = [
    para(entry.summary.name, "Title"),
    para("Izveštaj o izvršenju budžeta", "Heading1"),
    para("Prihodi su u drugom i četvrtom kvartalu premašili plan."),
    para("Glavni nalazi", "Heading2"),
    para("Izvršenje je 98,4 % plana za godinu.", undefined, true),
    para("Najveći rashod su osnovne škole.", undefined, true),
    table,
    para("Podaci: Gradska uprava za finansije."),
  ].join("");
  const encoder = new TextEncoder();
  return createZip(
    [
      {
        name: "[Content_Types].xml",
        data: encoder.encode(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
      {
        name: "_rels/.rels",
        data: encoder.encode(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        ),
      },
      {
        name: "word/document.xml",
        data: encoder.encode(
          `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`,
        ),
      },
    ],
    deflate,
  );
}

let bigSheetCache: Uint8Array<ArrayBuffer> | null = null;

/** About 10 MB stored: 42,000 rows of spending, built once per process. */
export function bigXlsx(): Uint8Array<ArrayBuffer> {
  if (bigSheetCache) return bigSheetCache;
  const rows: WorkbookCell[][] = [["Broj", "Namena", "Iznos", "Datum", "Napomena"]];
  for (let i = 1; i <= 42_000; i++) {
    const day = 1 + (i % 28);
    rows.push([
      i,
      PURPOSES[i % PURPOSES.length] ?? "",
      ((i * 7_919) % 1_000_000) / 100,
      { date: `2024-${String(1 + (i % 12)).padStart(2, "0")}-${String(day).padStart(2, "0")}` },
      `Stavka ${i}`,
    ]);
  }
  bigSheetCache = createWorkbookXlsx([{ name: "Rashodi", rows }]);
  return bigSheetCache;
}

/** A zip cut in the middle: what a failed upload or a truncated transfer leaves. */
function brokenXlsx(): Uint8Array<ArrayBuffer> {
  const whole = createWorkbookXlsx(BUDGET_SHEETS, deflate);
  return whole.slice(0, Math.floor(whole.length / 2));
}

const OFFICE_SUITE_FILES: Partial<Record<FileKind, OfficeFixture>> = {
  xls: "budget.xls",
  xlsx: "budget.xlsx",
  ods: "budget.ods",
  doc: "report.doc",
  docx: "report.docx",
};

/** The bytes of a workbench file, or null for every other dataset (drawn files as usual). */
export function workbenchFile(kind: FileKind, entry: CatalogEntry): Uint8Array<ArrayBuffer> | null {
  switch (entry.summary.slug) {
    case DEMO_SLUGS.workbench:
      if (kind === "xlsx") return createWorkbookXlsx(BUDGET_SHEETS, deflate);
      if (kind === "xls") return createWorkbookSpreadsheetMl(BUDGET_SHEETS);
      if (kind === "ods") return createOds(BUDGET_SHEETS);
      if (kind === "docx") return reportDocx(entry);
      return null;
    case DEMO_SLUGS.brokenFiles:
      if (kind === "xlsx") return brokenXlsx();
      if (kind === "xls") return officeFixture("budget-encrypted.xls");
      if (kind === "doc") return officeFixture("report-encrypted.doc");
      return null;
    case DEMO_SLUGS.officeSuite: {
      const name = OFFICE_SUITE_FILES[kind];
      return name ? officeFixture(name) : null;
    }
    case DEMO_SLUGS.bigSheet:
      return kind === "xlsx" ? bigXlsx() : null;
    default:
      return null;
  }
}
