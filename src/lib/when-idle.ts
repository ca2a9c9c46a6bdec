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

/**
 * Runs `work` once the browser has painted what is on screen now: in a task of its own after the
 * frame that follows the next one (the next frame's paint may reach the screen a frame later, and
 * work started at once would then still share the line with it). A hidden page paints no frames:
 * then after `fallbackMs`.
 */
export function afterNextPaint(work: () => void, fallbackMs = 500): Cancel {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  const fallback = setTimeout(once, fallbackMs);
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}

/**
 * Runs `work` in a task of its own right after the next frame has been produced (posted from that
 * frame's animation callback, it runs once the frame's style, layout and paint are done). A hidden
 * page produces no frames: `work` then waits until the page is shown.
 */
export function afterThisFrame(work: () => void): Cancel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Work that can wait for both: the page shown first, then a moment with nothing else to do. */
export function whenShownAndIdle(work: () => void): Cancel {
  let cancelIdle: Cancel | null = null;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(work);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
