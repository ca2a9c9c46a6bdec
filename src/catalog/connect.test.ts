import { afterEach, describe, expect, it, vi } from "vitest";
import { connectCatalogEngine } from "./connect.ts";

/** A worker that answers Comlink's questions with an empty list, and can be made to fail. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  terminated = false;
  asked: unknown[] = [];
  constructor() {
    super();
    FakeWorker.last = this;
  }
  postMessage(data: unknown) {
    this.asked.push(data);
    const id = (data as { id?: string }).id;
    if (id === undefined) return;
    queueMicrotask(() =>
      this.dispatchEvent(new MessageEvent("message", { data: { id, type: "RAW", value: [] } })),
    );
  }
  terminate() {
    this.terminated = true;
  }
  fail(message: string) {
    this.dispatchEvent(new ErrorEvent("error", { message, cancelable: true }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("connectCatalogEngine", () => {
  it("fails every waiting and later call when its worker stops, and says so once it had answered", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const onLost = vi.fn();
    const engine = connectCatalogEngine(onLost);
    const worker = FakeWorker.last as FakeWorker;
    expect(await engine.restore(["p"])).toEqual([]);
    const waiting = engine.results([], {} as never);
    worker.fail("out of memory");
    await expect(waiting).rejects.toThrow("The catalog engine stopped: out of memory");
    await expect(engine.restore(["p"])).rejects.toThrow("The catalog engine stopped");
    expect(worker.terminated).toBe(true);
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it("does not ask to be started again when its worker never answered (its code is gone)", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const onLost = vi.fn();
    const released = vi.fn();
    window.addEventListener("vite:preloadError", released, { once: true });
    const engine = connectCatalogEngine(onLost);
    const asked = engine.restore(["p"]);
    (FakeWorker.last as FakeWorker).fail("");
    await expect(asked).rejects.toThrow("its code could not be loaded");
    expect(onLost).not.toHaveBeenCalled();
    expect(released).toHaveBeenCalled();
  });
});
