import { msg } from "@lingui/core/macro";
import { isRecord } from "../lib/is-record.ts";
import { ReadableError, readableOf } from "../lib/readable-error.ts";

/**
 * The one way the page asks a Web Worker (the catalog engine's worker aside, which lives with the
 * page through Comlink): one question to a fresh worker, which is always terminated afterwards: on the answer, on
 * abort, and after `timeoutMs`, so a file that sends a parser into a loop never hangs the page.
 */
export function askWorker(
  worker: Worker,
  message: unknown,
  options: {
    signal?: AbortSignal;
    timeoutMs: number;
    transfer?: Transferable[];
    /** What the worker does, in English for logs: "Reading the spreadsheet". */
    what: string;
  },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const { signal, timeoutMs, what } = options;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abort);
      worker.terminate();
    };
    const abort = () => {
      done();
      reject(new DOMException(`${what} cancelled`, "AbortError"));
    };
    const timer = setTimeout(() => {
      done();
      const seconds = Math.round(timeoutMs / 1000);
      reject(
        new ReadableError(msg`This took longer than ${seconds} seconds and was stopped.`, {
          cause: what,
        }),
      );
    }, timeoutMs);
    if (signal?.aborted) return abort();
    signal?.addEventListener("abort", abort, { once: true });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      done();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      // A worker whose own script could not be fetched reports an error with no message.
      if (!event.message) {
        reject(codeGone());
        return;
      }
      const detail = event.message;
      reject(new ReadableError(msg`The file could not be read: ${detail}`));
    };
    worker.postMessage(message, options.transfer ?? []);
  });
}

/** How browsers word a module (a worker's script or a chunk it imports) that could not be fetched. */
const CODE_NOT_FETCHED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * A worker's code gone from the host: after a release, the old release's hashed chunks are. Said
 * to the page the way Vite says it of the page's own chunks (`vite:preloadError`), so the release
 * watch (src/app/release.ts) offers the new release as for any other chunk.
 */
function codeGone(): Error {
  if (typeof window !== "undefined") window.dispatchEvent(new Event("vite:preloadError"));
  return new ReadableError(
    msg`This part of the explorer could not be loaded from the server. Reload the page to try again.`,
  );
}

/** A worker's `{ ok: true, ... }` answer; any other is its failure, in the reader's words. */
export function okAnswer(data: unknown): Record<string, unknown> {
  if (isRecord(data) && data.ok === true) return data;
  throw workerFailure(data);
}

/** A worker's `{ ok: false, message, readable }` answer as an error, in the reader's words. */
function workerFailure(data: unknown): Error {
  const readable = readableOf(data);
  if (readable !== null) return new ReadableError(readable);
  const detail =
    typeof data === "object" &&
    data !== null &&
    "message" in data &&
    typeof data.message === "string"
      ? data.message
      : "";
  if (CODE_NOT_FETCHED.test(detail)) return codeGone();
  return new ReadableError(msg`The file could not be read: ${detail}`);
}
