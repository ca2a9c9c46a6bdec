import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { generateCatalog } from "../../../demo-portal/catalog.ts";
import { DEMO_SLUGS } from "../../../demo-portal/demo-slugs.ts";
import { createXlsx } from "../../../demo-portal/office-writer.ts";
import { BUDGET_SHEETS, bigXlsx, workbenchFile } from "../../../demo-portal/workbench-files.ts";
import {
  createOds,
  createWorkbookSpreadsheetMl,
  createWorkbookXlsx,
} from "../../../demo-portal/workbook-writer.ts";
import { createZip } from "../../../demo-portal/zip-writer.ts";
import { readWorkbook } from "./read-workbook.ts";
import { isDateFormat } from "./read-xlsx.ts";
import { sheetTable } from "./sheet-table.ts";
import { serialToIso, WorkbookError } from "./workbook.ts";

const deflate = (data: Uint8Array) => new Uint8Array(deflateRawSync(data));

describe("readWorkbook", () => {
  const files = {
    xlsx: createWorkbookXlsx(BUDGET_SHEETS, deflate),
    xls: createWorkbookSpreadsheetMl(BUDGET_SHEETS),
    ods: createOds(BUDGET_SHEETS),
  };

  for (const [kind, bytes] of Object.entries(files)) {
    it(`reads the budget workbook from ${kind}: sheets, dates, numbers, merged headers`, async () => {
      const workbook = await readWorkbook(bytes);
      expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(["Prihodi", "Rashodi"]);
      const [revenue, spending] = workbook.sheets.map(sheetTable);
      expect(revenue?.headerRows).toBe(2);
      expect(revenue?.columns.map((c) => [c.key, c.type])).toEqual([
        ["Kvartal", "text"],
        ["Iznos (RSD) / Plan", "number"],
        ["Iznos (RSD) / Izvršenje", "number"],
        ["Datum objave", "date"],
      ]);
      expect(revenue?.rows[1]).toEqual({
        Kvartal: "Q2 2024",
        "Iznos (RSD) / Plan": 2_600_000,
        "Iznos (RSD) / Izvršenje": 2_704_118.25,
        "Datum objave": "2024-07-12",
      });
      expect(spending?.rows).toHaveLength(10);
      expect(spending?.rows[0]).toEqual({
        Namena: "Osnovne škole",
        Iznos: 987_654,
        Datum: "2024-01-10",
        Hitno: true,
      });
    });
  }

  it("reads the demo portal's one-sheet .xlsx with inline strings", async () => {
    const workbook = await readWorkbook(
      createXlsx("Budžet", [
        ["a", "b"],
        [1, "Čačak"],
      ]),
    );
    expect(
      sheetTable(workbook.sheets[0] ?? { name: "", rows: [], merges: [], truncated: false }).rows,
    ).toEqual([{ a: 1, b: "Čačak" }]);
  });

  it("stops a big sheet at the row cap and says it was cut", async () => {
    const workbook = await readWorkbook(bigXlsx());
    const sheet = workbook.sheets[0];
    expect(sheet?.rows).toHaveLength(10_000);
    expect(sheet?.truncated).toBe(true);
  });

  it("says what is wrong with damaged, encrypted and foreign files", async () => {
    const entry = generateCatalog({ datasets: 20 }).find(DEMO_SLUGS.brokenFiles);
    if (!entry) throw new Error("no broken-files dataset");
    const broken = workbenchFile("xlsx", entry);
    await expect(readWorkbook(broken ?? new Uint8Array())).rejects.toThrow(/damaged/);
    const encrypted = workbenchFile("xls", entry);
    await expect(readWorkbook(encrypted ?? new Uint8Array())).rejects.toThrow(/password/);
    const oleHeaderOnly = new Uint8Array(1024);
    oleHeaderOnly.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(readWorkbook(oleHeaderOnly)).rejects.toThrow(/workbook is damaged/);
    await expect(readWorkbook(new TextEncoder().encode("a,b\n1,2"))).rejects.toBeInstanceOf(
      WorkbookError,
    );
    const notSheet = createZip([{ name: "x.txt", data: new Uint8Array([1]) }]);
    await expect(readWorkbook(notSheet)).rejects.toThrow(/not an XLSX or ODS/);
  });

  it("refuses a zip bomb instead of unpacking it", async () => {
    const huge = new Uint8Array(60 * 1024 * 1024);
    const entries = [
      {
        name: "xl/workbook.xml",
        data: new TextEncoder().encode('<workbook><sheets><sheet name="A"/></sheets></workbook>'),
      },
      { name: "xl/sharedStrings.xml", data: huge },
    ];
    await expect(readWorkbook(createZip(entries, deflate))).rejects.toThrow(/more than/);
  });
});

describe("dates", () => {
  it("knows date formats from number formats", () => {
    expect(isDateFormat("dd\\.mm\\.yyyy")).toBe(true);
    expect(isDateFormat("[$-409]h:mm AM/PM")).toBe(true);
    expect(isDateFormat('#,##0.00 "din"')).toBe(false);
    expect(isDateFormat("General")).toBe(false);
    expect(isDateFormat("[Red]0.00")).toBe(false);
  });

  it("turns serials into ISO days and times", () => {
    expect(serialToIso(45397)).toBe("2024-04-15");
    expect(serialToIso(45397.5)).toBe("2024-04-15T12:00:00");
    expect(serialToIso(0, true)).toBe("1904-01-01");
  });
});
