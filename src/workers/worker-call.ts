import { msg } from "@lingui/core/macro";
import { nextTask } from "../api/next-task.ts";
import { isRecord } from "../lib/is-record.ts";
import { ReadableError, readableOf } from "../lib/readable-error.ts";

/** One message to a worker, with what it hands over rather than copies. */
export interface WorkerMessage {
  readonly data: unknown;
  readonly transfer?: Transferable[];
}

/**
 * The one way the page asks a Web Worker (the catalog engine's worker aside, which lives with
 * the page through Comlink): a fresh worker is sent `messages` in order and answers once. It is
 * always terminated afterwards: on the answer, on a failure, on abort and after `timeoutMs`, all
 * watched from before the first message, so a worker that dies part-way through a long sequence
 * fails the call at once and a file that sends a parser into a loop never hangs the page. Each
 * message after the first is built and sent in a task of its own (`messages` may be a generator),
 * so copying a big table over never blocks the page for long.
 */
export function askWorker(
  worker: Worker,
  messages: Iterable<WorkerMessage>,
  options: {
    signal?: AbortSignal;
    timeoutMs: number;
    /** What the worker does, in English for logs: "Reading the spreadsheet". */
    what: string;
  },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const { signal, timeoutMs, what } = options;
    let settled = false;
    const done = () => {
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", abort);
      worker.terminate();
    };
    const fail = (error: unknown) => {
      done();
      reject(error);
    };
    const abort = () => fail(new DOMException(`${what} cancelled`, "AbortError"));
    const timer = setTimeout(() => {
      const seconds = Math.round(timeoutMs / 1000);
      fail(
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
      // A worker whose own script could not be fetched reports an error with no message.
      if (!event.message) return fail(codeGone());
      const detail = event.message;
      fail(new ReadableError(msg`The file could not be read: ${detail}`));
    };
    send(messages[Symbol.iterator]()).catch(fail);

    async function send(sequence: Iterator<WorkerMessage>): Promise<void> {
      for (let next = sequence.next(); !next.done; next = sequence.next()) {
        worker.postMessage(next.value.data, next.value.transfer ?? []);
        await nextTask();
        if (settled) return;
      }
    }
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
