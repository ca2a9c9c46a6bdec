import type { CsvPreview } from "../lib/csv-parse.ts";
import type { CsvPreviewRequest } from "./csv-preview.worker.ts";
import { askWorker, okAnswer } from "./worker-call.ts";

const TIMEOUT_MS = 30_000;

/** Parses in a Web Worker, which ends after one answer; without Worker support, in place. */
export async function parseCsvOffThread(
  request: CsvPreviewRequest,
  signal: AbortSignal,
): Promise<CsvPreview> {
  if (typeof Worker === "undefined") {
    // Only test environments lack Worker; the parser stays out of the main bundle elsewhere.
    const { parseCsvPreview } = await import("../lib/csv-parse.ts");
    return parseCsvPreview(request.text, request);
  }
  const worker = new Worker(new URL("./csv-preview.worker.ts", import.meta.url), {
    type: "module",
  });
  const data = await askWorker(worker, [{ data: request }], {
    signal,
    timeoutMs: TIMEOUT_MS,
    what: "Reading the CSV",
  });
  // The worker is this app's own code: its answer has the shape it was written to send.
  return okAnswer(data).preview as CsvPreview;
}
