/**
 * One question to a fresh Web Worker, which is always terminated afterwards: on the answer, on
 * abort, and after `timeoutMs`, so a file that sends a parser into a loop never hangs the page.
 */
export function askWorker(
  worker: Worker,
  message: unknown,
  options: { signal?: AbortSignal; timeoutMs: number; transfer?: Transferable[]; what: string },
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
      reject(
        new Error(
          `${what} took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped.`,
        ),
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
      reject(new Error(`${what} failed: ${event.message || "the worker stopped"}`));
    };
    worker.postMessage(message, options.transfer ?? []);
  });
}

/** The `message` of a worker's `{ ok: false, message }` answer, else a generic one. */
export function workerFailure(data: unknown): string {
  return typeof data === "object" &&
    data !== null &&
    "message" in data &&
    typeof data.message === "string"
    ? data.message
    : "the file could not be read";
}
