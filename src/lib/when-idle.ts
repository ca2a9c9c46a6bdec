/** Calls it to drop work that has not run yet (the page that wanted it is gone). */
export type Cancel = () => void;

/**
 * Runs `work` when the browser has nothing better to do (requestIdleCallback), or after `fallbackMs`
 * where there is no such callback (Safari before 18).
 */
export function whenIdle(work: () => void, fallbackMs = 1): Cancel {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(() => work());
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
