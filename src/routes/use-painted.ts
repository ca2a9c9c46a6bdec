import { useEffect, useState } from "react";
import { afterNextPaint } from "../lib/when-idle.ts";

/**
 * False until the page's first render has been painted, then true: for what a page wants soon
 * but not before it is on screen (a request that would share the line with the page's own).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
