/// <reference lib="webworker" />

import { readDocx } from "../lib/document/read-docx.ts";
import { readableOf } from "../lib/readable-error.ts";
import { readWorkbook } from "../lib/sheet/read-workbook.ts";
import { sheetTable } from "../lib/sheet/sheet-table.ts";

export interface OfficeFileRequest {
  readonly kind: "sheet" | "document";
  readonly bytes: ArrayBuffer;
}

// Unzipping and scanning a big workbook takes seconds of CPU: it happens here, and the page
// terminates this worker if it runs too long.
self.onmessage = async (event: MessageEvent<OfficeFileRequest>) => {
  const { kind, bytes } = event.data;
  try {
    const data = new Uint8Array(bytes);
    if (kind === "document") {
      self.postMessage({ ok: true, document: await readDocx(data) });
    } else {
      const workbook = await readWorkbook(data);
      self.postMessage({
        ok: true,
        format: workbook.format,
        sheets: workbook.sheets.map(sheetTable),
      });
    }
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      // The reader's words for it, when it has them: a plain message descriptor survives postMessage.
      readable: readableOf(error),
    });
  }
};
