import { vi } from "vitest";

/**
 * Stands in for `scheduler.postTask` (see api/next-task.ts): each task runs at once, and the
 * priority it was asked at is added to the list returned, in order. The stub is undone after the
 * test (vitest's unstubGlobals).
 */
export function recordTaskPriorities(): string[] {
  const priorities: string[] = [];
  vi.stubGlobal("scheduler", {
    postTask: (task: () => void, { priority }: { priority: string }) => {
      priorities.push(priority);
      return Promise.resolve().then(task);
    },
  });
  return priorities;
}

/** Makes every `performance.now()` read `stepMs` later than the one before: all work is slow. */
export function slowClock(stepMs: number): void {
  let clock = 0;
  vi.spyOn(performance, "now").mockImplementation(() => (clock += stepMs));
}
