import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.ts";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLimiter", () => {
  it("runs at most `max` tasks at once, and the next starts as one ends", async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const all = gates.map((gate, i) =>
      limiter.run(new AbortController().signal, async () => {
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
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });

  it("lets a waiting task leave the line when its signal aborts, and never starts it", async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const first = limiter.run(new AbortController().signal, () => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = limiter.run(controller.signal, async () => {
      ran = true;
    });
    controller.abort(new Error("stopped"));
    await expect(waiting).rejects.toThrow("stopped");
    gate.resolve();
    await first;
    // The slot is free again: a new task runs at once.
    expect(await limiter.run(new AbortController().signal, async () => "next")).toBe("next");
    expect(ran).toBe(false);
  });

  it("tells the labelled tasks running from those in line, and says when that changes", async () => {
    const limiter = createLimiter(1);
    const gates = [deferred(), deferred()];
    let changes = 0;
    const stop = limiter.subscribe(() => {
      changes += 1;
    });
    const signal = new AbortController().signal;
    const tasks = gates.map((gate, i) => limiter.run(signal, () => gate.promise, `task ${i}`));
    await settle();
    const before = limiter.running();
    expect([...before]).toEqual(["task 0"]);
    // Nothing changed: the same set, so a page reading it does not render again.
    expect(limiter.running()).toBe(before);
    gates[0]?.resolve();
    await settle();
    expect([...limiter.running()]).toEqual(["task 1"]);
    gates[1]?.resolve();
    await Promise.all(tasks);
    expect(limiter.running().size).toBe(0);
    expect(changes).toBe(4);
    stop();
    await limiter.run(signal, async () => undefined, "unheard");
    expect(changes).toBe(4);
  });
});
