import { afterEach, describe, expect, it, vi } from "vitest";
import { readableOf } from "../lib/readable-error.ts";
import { askWorker, okAnswer } from "./worker-call.ts";

/** A Worker stand-in: the test plays the worker's side through its handlers. */
function fakeWorker() {
  return {
    onmessage: null as ((event: MessageEvent<unknown>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  };
}

/** What okAnswer throws for a worker's answer that is not `ok: true`. */
function failureOf(data: unknown): unknown {
  try {
    okAnswer(data);
  } catch (error) {
    return error;
  }
  throw new Error("okAnswer took a failure for an answer");
}

describe("a worker's answer", () => {
  it("is given back when it says ok", () => {
    const answer = { ok: true, preview: { rows: [] } };
    expect(okAnswer(answer)).toBe(answer);
  });

  it("is a failure in the reader's words when it does not", () => {
    expect(readableOf(failureOf({ ok: false, message: "bad zip" }))?.message).toMatch(
      /could not be read/,
    );
    expect(readableOf(failureOf("junk"))?.message).toMatch(/could not be read/);
  });
});

describe("a worker's code gone from the host", () => {
  const heard = vi.fn();
  window.addEventListener("vite:preloadError", heard);
  afterEach(() => heard.mockClear());

  it("a chunk the worker imports is said to the page like the page's own chunks", () => {
    const error = failureOf({
      ok: false,
      message:
        "Failed to fetch dynamically imported module: https://explorer.test/assets/xlsx-1a2b.js",
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readableOf(error)?.message).toMatch(/could not be loaded from the server/);
  });

  it("a worker script that could not be fetched (an error with no message) is too", async () => {
    const worker = fakeWorker();
    const asked = askWorker(worker as unknown as Worker, [{ data: {} }], {
      timeoutMs: 1_000,
      what: "Reading",
    });
    worker.onerror?.(new ErrorEvent("error", { message: "" }));
    await expect(asked).rejects.toSatisfy(
      (error: unknown) => readableOf(error)?.message?.includes("could not be loaded") === true,
    );
    expect(heard).toHaveBeenCalledTimes(1);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("a reader's own failure stays the reader's, and says nothing of releases", async () => {
    expect(readableOf(failureOf({ ok: false, message: "bad zip" }))?.message).toMatch(
      /could not be read/,
    );
    const worker = fakeWorker();
    const asked = askWorker(worker as unknown as Worker, [{ data: {} }], {
      timeoutMs: 1_000,
      what: "Reading",
    });
    worker.onerror?.(new ErrorEvent("error", { message: "Uncaught RangeError: too deep" }));
    await expect(asked).rejects.toThrow();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("a call of several messages", () => {
  afterEach(() => vi.useRealTimers());

  it("sends them in order, each in a task of its own, and gives back the answer", async () => {
    const worker = fakeWorker();
    const asked = askWorker(worker as unknown as Worker, [{ data: 1 }, { data: 2 }, { data: 3 }], {
      timeoutMs: 1_000,
      what: "Profiling",
    });
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledTimes(3));
    expect(worker.postMessage.mock.calls.map(([data]) => data)).toEqual([1, 2, 3]);
    worker.onmessage?.(new MessageEvent("message", { data: "answer" }));
    await expect(asked).resolves.toBe("answer");
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("fails at once when the worker dies part-way, and sends nothing more", async () => {
    const worker = fakeWorker();
    function* endless() {
      for (let i = 0; ; i++) yield { data: i };
    }
    const asked = askWorker(worker as unknown as Worker, endless(), {
      timeoutMs: 60_000,
      what: "Profiling",
    });
    await vi.waitFor(() => expect(worker.postMessage.mock.calls.length).toBeGreaterThan(1));
    worker.onerror?.(new ErrorEvent("error", { message: "Uncaught RangeError: out of memory" }));
    await expect(asked).rejects.toSatisfy(
      (error: unknown) => readableOf(error)?.message?.includes("could not be read") === true,
    );
    const sent = worker.postMessage.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(worker.postMessage).toHaveBeenCalledTimes(sent);
    expect(worker.terminate).toHaveBeenCalled();
  });

  it("is stopped by its time limit while it is still sending", async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    function* endless() {
      for (let i = 0; ; i++) yield { data: i };
    }
    const asked = askWorker(worker as unknown as Worker, endless(), {
      timeoutMs: 1_000,
      what: "Profiling",
    });
    const outcome = expect(asked).rejects.toSatisfy(
      (error: unknown) => readableOf(error)?.message?.includes("took longer") === true,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    expect(worker.terminate).toHaveBeenCalled();
  });
});
