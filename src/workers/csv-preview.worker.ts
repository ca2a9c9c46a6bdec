/// <reference lib="webworker" />

import { parseCsvPreview } from "../lib/csv-parse.ts";
import { readableOf } from "../lib/readable-error.ts";

export interface CsvPreviewRequest {
  readonly text: string;
  readonly delimiter?: string;
  readonly cut: boolean;
}

// Parsing a megabyte of CSV can take longer than a frame: it happens here, off the main thread.
self.onmessage = (event: MessageEvent<CsvPreviewRequest>) => {
  const { text, delimiter, cut } = event.data;
  try {
    self.postMessage({ ok: true, preview: parseCsvPreview(text, { delimiter, cut }) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      // The reader's words for it, when it has them: a plain message descriptor survives postMessage.
      readable: readableOf(error),
    });
  }
};
