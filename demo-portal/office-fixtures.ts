// Office files written once by LibreOffice (fixtures/office/README.md gives the commands), served
// as they are so a person can preview what a real office suite writes, and read by the unit tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const DIR = join(import.meta.dirname, "fixtures", "office");

export type OfficeFixture =
  | "budget.xlsx"
  | "budget.ods"
  | "budget.xls"
  | "budget-encrypted.xls"
  | "report.docx"
  | "report.doc"
  | "report-encrypted.doc";

const cache = new Map<OfficeFixture, Uint8Array<ArrayBuffer>>();

/** A fixture's bytes; a fresh copy each call, so a caller may transfer or cut it. */
export function officeFixture(name: OfficeFixture): Uint8Array<ArrayBuffer> {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(join(DIR, name)));
    cache.set(name, bytes);
  }
  return bytes.slice();
}
