import { describe, expect, it } from "vitest";
import { createLimiter } from "./watch-check-queries.ts";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createLimiter", () => {
  it("runs at most `max` tasks at once, and the next starts as one ends", async () => {
    const run = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const all = gates.map((gate, i) =>
      run(new AbortController().signal, async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(i);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0]?.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it("lets a waiting task leave the line when its signal aborts, and never starts it", async () => {
    const run = createLimiter(1);
    const gate = deferred();
    const first = run(new AbortController().signal, () => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = run(controller.signal, async () => {
      ran = true;
    });
    controller.abort(new Error("stopped"));
    await expect(waiting).rejects.toThrow("stopped");
    gate.resolve();
    await first;
    // The slot is free again: a new task runs at once.
    expect(await run(new AbortController().signal, async () => "next")).toBe("next");
    expect(ran).toBe(false);
  });
});
