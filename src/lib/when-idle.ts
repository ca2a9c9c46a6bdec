/**
 * Runs `work` when the browser has nothing better to do (requestIdleCallback), or after `fallbackMs`
 * where there is no such callback (Safari before 18).
 */
export function whenIdle(work: () => void, fallbackMs = 1): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => work());
  else setTimeout(work, fallbackMs);
}
