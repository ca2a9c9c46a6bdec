import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A handler whose identity never changes and which always calls the newest `handler`: for a
 * memoized child that should not re-render because its parent made a new closure.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
