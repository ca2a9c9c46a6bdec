import type { DocumentText } from "../lib/document/document-text.ts";
import type { SheetTable } from "../lib/sheet/sheet-table.ts";
import type { OfficeFileRequest } from "./office-file.worker.ts";
import { askWorker, okAnswer } from "./worker-call.ts";

export interface SheetsRead {
  readonly format: string;
  readonly sheets: readonly SheetTable[];
}

const TIMEOUT_MS = 30_000;

// The worker's answers come from this app's own code, so their shape is known; only `ok` is checked.
async function ask(
  request: OfficeFileRequest,
  signal: AbortSignal,
  what: string,
): Promise<Record<string, unknown>> {
  const worker = new Worker(new URL("./office-file.worker.ts", import.meta.url), {
    type: "module",
  });
  const data = await askWorker(worker, [{ data: request, transfer: [request.bytes] }], {
    signal,
    timeoutMs: TIMEOUT_MS,
    what,
  });
  return okAnswer(data);
}

/** The sheets of a workbook, each as a table, read off the main thread. */
export async function readSheetsOffThread(
  bytes: ArrayBuffer,
  signal: AbortSignal,
): Promise<SheetsRead> {
  if (typeof Worker === "undefined") {
    const [{ readWorkbook }, { sheetTable }] = await Promise.all([
      import("../lib/sheet/read-workbook.ts"),
      import("../lib/sheet/sheet-table.ts"),
    ]);
    const workbook = await readWorkbook(new Uint8Array(bytes));
    return { format: workbook.format, sheets: workbook.sheets.map(sheetTable) };
  }
  const data = await ask({ kind: "sheet", bytes }, signal, "Reading the spreadsheet");
  return { format: String(data.format), sheets: data.sheets as SheetTable[] };
}

export async function readDocumentOffThread(
  bytes: ArrayBuffer,
  signal: AbortSignal,
): Promise<DocumentText> {
  if (typeof Worker === "undefined") {
    const { readDocx } = await import("../lib/document/read-docx.ts");
    return readDocx(new Uint8Array(bytes));
  }
  const data = await ask({ kind: "document", bytes }, signal, "Reading the document");
  return data.document as DocumentText;
}
