import { vi } from "vitest";

/**
 * Stands in for `scheduler.postTask` (see lib/next-task.ts): each task runs at once, and the
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

/**
 * Stands in for `scheduler.postTask` as a busy page has it: tasks at "background" priority get
 * their turn `delayMs` late, the others at once.
 */
export function lateBackgroundTasks(delayMs: number): void {
  vi.stubGlobal("scheduler", {
    postTask: (task: () => void, { priority }: { priority: string }) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () => {
            task();
            resolve();
          },
          priority === "background" ? delayMs : 0,
        ),
      ),
  });
}

/** Makes every `performance.now()` read `stepMs` later than the one before: all work is slow. */
export function slowClock(stepMs: number): void {
  let clock = 0;
  vi.spyOn(performance, "now").mockImplementation(() => (clock += stepMs));
}
