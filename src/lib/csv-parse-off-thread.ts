import { msg } from "@lingui/core/macro";
import type { CsvPreviewRequest } from "../workers/csv-preview.worker.ts";
import type { CsvPreview } from "./csv-parse.ts";
import { ReadableError } from "./readable-error.ts";
import { workerFailure } from "./worker-call.ts";

function isPreview(value: unknown): value is { ok: true; preview: CsvPreview } {
  return typeof value === "object" && value !== null && "ok" in value && value.ok === true;
}

/** Parses in a Web Worker, which ends after one answer; without Worker support, in place. */
export function parseCsvOffThread(
  request: CsvPreviewRequest,
  signal: AbortSignal,
): Promise<CsvPreview> {
  if (typeof Worker === "undefined") {
    // Only test environments lack Worker; the parser stays out of the main bundle elsewhere.
    return import("./csv-parse.ts").then(({ parseCsvPreview }) =>
      parseCsvPreview(request.text, request),
    );
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("../workers/csv-preview.worker.ts", import.meta.url), {
      type: "module",
    });
    const stop = () => {
      worker.terminate();
      reject(new DOMException("Preview cancelled", "AbortError"));
    };
    signal.addEventListener("abort", stop, { once: true });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      signal.removeEventListener("abort", stop);
      worker.terminate();
      const data = event.data;
      if (isPreview(data)) resolve(data.preview);
      else reject(workerFailure(data));
    };
    worker.onerror = (event) => {
      signal.removeEventListener("abort", stop);
      worker.terminate();
      const detail = event.message;
      reject(new ReadableError(msg`Could not read the file as CSV: ${detail}`));
    };
    worker.postMessage(request);
  });
}
