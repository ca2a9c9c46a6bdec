import { startTransition, useEffect, useState } from "react";
import { afterThisFrame } from "../lib/when-idle.ts";

/**
 * `value` as it was when the last frame was painted: a new value reaches what renders it only
 * after the frame that shows the rest of this render, in an interruptible render of its own. For
 * what may follow the reader's action by a frame (the filters' counts beside new results), so that
 * its render, layout and paint stay out of that first frame.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterThisFrame(() => startTransition(() => setPainted(() => value))), [value]);
  return painted;
}
