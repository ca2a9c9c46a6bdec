import { describe, expect, it } from "vitest";
import { officeFixture as fixture } from "../../../demo-portal/office-fixtures.ts";
import { readWorkbook } from "./read-workbook.ts";
import { sheetTable } from "./sheet-table.ts";
import { WorkbookError } from "./workbook.ts";

// Files written by LibreOffice itself (demo-portal/fixtures/office/README.md says how), so the
// readers are held to a real office suite's bytes, not only to the demo portal's own writers.

describe("spreadsheets written by LibreOffice", () => {
  for (const [name, format] of [
    ["budget.xlsx", "XLSX"],
    ["budget.ods", "ODS"],
    ["budget.xls", "XLS"],
  ] as const) {
    it(`reads ${name}: sheet names, merged headers, numbers, dates and Cyrillic`, async () => {
      const workbook = await readWorkbook(fixture(name));
      expect(workbook.format).toBe(format);
      expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(["Prihodi", "Расходи"]);
      const [revenue, spending] = workbook.sheets;
      expect(revenue?.merges).toContainEqual({ top: 0, left: 1, bottom: 0, right: 2 });
      expect(revenue?.merges).toContainEqual({ top: 0, left: 0, bottom: 1, right: 0 });
      const table = revenue && sheetTable(revenue);
      expect(table?.headerRows).toBe(2);
      expect(table?.columns.map((c) => [c.key, c.type])).toEqual([
        ["Kvartal", "text"],
        ["Iznos (RSD) / Plan", "number"],
        ["Iznos (RSD) / Izvršenje", "number"],
        ["Datum objave", "date"],
      ]);
      expect(table?.rows).toEqual([
        {
          Kvartal: "Q1 2024",
          "Iznos (RSD) / Plan": 2_500_000,
          "Iznos (RSD) / Izvršenje": 2_312_450.5,
          "Datum objave": "2024-04-15",
        },
        {
          Kvartal: "Q2 2024",
          "Iznos (RSD) / Plan": 2_600_000,
          "Iznos (RSD) / Izvršenje": 2_704_118.25,
          "Datum objave": "2024-07-12",
        },
      ]);
      expect(spending && sheetTable(spending).rows).toEqual([
        { Намена: "Основне школе", Износ: 987_654, Датум: "2024-01-10" },
        { Намена: "Javni prevoz", Износ: -1_500.75, Датум: "2024-02-29" },
      ]);
    });
  }

  it("says a password-protected .xls is encrypted", async () => {
    await expect(readWorkbook(fixture("budget-encrypted.xls"))).rejects.toThrow(
      /protected by a password/,
    );
  });

  it("says a cut-short .xls is damaged, and a .doc is no workbook", async () => {
    const whole = fixture("budget.xls");
    const cut = readWorkbook(whole.slice(0, Math.floor(whole.length / 2)));
    await expect(cut).rejects.toBeInstanceOf(WorkbookError);
    await expect(cut).rejects.toThrow(/workbook is damaged or cut short/);
    await expect(readWorkbook(fixture("report.doc"))).rejects.toThrow(/holds no Excel workbook/);
  });
});

describe("the .xls reader's caps", () => {
  it("stops a long .xls sheet at the row cap and says it was cut", async () => {
    const XLSX = await import("@e965/xlsx");
    const rows = Array.from({ length: 10_050 }, (_, i) => [i, `Stavka ${i}`]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Broj", "Naziv"], ...rows]), "A");
    const bytes = new Uint8Array(XLSX.write(book, { type: "array", bookType: "biff8" }));
    const workbook = await readWorkbook(bytes);
    expect(workbook.format).toBe("XLS");
    expect(workbook.sheets[0]?.rows).toHaveLength(10_000);
    expect(workbook.sheets[0]?.rows[9_999]).toEqual([9_998, "Stavka 9998"]);
    expect(workbook.sheets[0]?.truncated).toBe(true);
  });
});
