/**
 * A line of tasks, at most `max` of them running at once: what keeps a check of many datasets or
 * links from flooding a portal. A task waiting for its turn leaves the line when its signal
 * aborts. Tasks may carry a label, so a page can tell those running from those still in line.
 */
export interface Limiter {
  run<T>(signal: AbortSignal, task: () => Promise<T>, label?: string): Promise<T>;
  /** The labels of the labelled tasks running now: the same set until one starts or ends. */
  running(): ReadonlySet<string>;
  /** Called whenever a labelled task starts or ends; returns how to stop listening. */
  subscribe(listener: () => void): () => void;
}

export function createLimiter(max: number): Limiter {
  let taken = 0;
  const waiting: (() => void)[] = [];
  let labels: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const relabel = (change: (next: Set<string>) => void) => {
    const next = new Set(labels);
    change(next);
    labels = next;
    for (const listener of listeners) listener();
  };
  const slot = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (taken < max) {
        taken += 1;
        resolve();
        return;
      }
      const go = () => {
        signal.removeEventListener("abort", abort);
        resolve();
      };
      const abort = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      };
      waiting.push(go);
      signal.addEventListener("abort", abort, { once: true });
    });
  const release = () => {
    // The slot passes straight to the next in line, so no newcomer slips in between.
    const next = waiting.shift();
    if (next) next();
    else taken -= 1;
  };
  return {
    async run(signal, task, label) {
      signal.throwIfAborted();
      await slot(signal);
      if (label !== undefined) relabel((next) => next.add(label));
      try {
        return await task();
      } finally {
        if (label !== undefined) relabel((next) => next.delete(label));
        release();
      }
    },
    running: () => labels,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
