/**
 * Runs `work` when the browser has nothing better to do (requestIdleCallback), or after `fallbackMs`
 * where there is no such callback (Safari before 18).
 */
export function whenIdle(work: () => void, fallbackMs = 1): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => work());
  else setTimeout(work, fallbackMs);
}

/**
 * Runs `work` once the browser has painted what is on screen now: after the next animation frame,
 * in a task of its own. A hidden page paints no frames: then after `fallbackMs`.
 */
export function afterNextPaint(work: () => void, fallbackMs = 500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

/** Work that can wait for both: the page shown first, then a moment with nothing else to do. */
export function whenShownAndIdle(work: () => void): void {
  afterNextPaint(() => whenIdle(work));
}
