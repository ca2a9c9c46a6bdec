import { type FocusEvent, useEffect, useState } from "react";

/** Where the reader points or works: the element whose rows must not move under them. */
export interface InUseHandlers {
  onPointerEnter(): void;
  onPointerLeave(): void;
  onFocus(): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

/** A newer value waiting while the reader points or works there, and how to show it now. */
export interface HeldBack {
  readonly waiting: boolean;
  showNow(): void;
}

/**
 * `value` as the reader should see it: while the pointer is over the element given the handlers
 * (or focus is inside it), a new value waits until they leave, so a list that grows or is refreshed
 * never moves its rows under the reader's pointer or from under a focused link. `heldBack` says
 * when one waits, so the page can offer it (a reader who rests the pointer would wait for ever).
 */
export function useSteadyWhileInUse<T>(value: T): {
  shown: T;
  handlers: InUseHandlers;
  heldBack: HeldBack;
} {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const [held, setHeld] = useState(value);
  const inUse = pointer || focus;
  useEffect(() => {
    if (!inUse) setHeld(value);
  }, [inUse, value]);
  return {
    shown: inUse ? held : value,
    heldBack: { waiting: inUse && held !== value, showNow: () => setHeld(value) },
    handlers: {
      onPointerEnter: () => setPointer(true),
      onPointerLeave: () => setPointer(false),
      onFocus: () => setFocus(true),
      onBlur: (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocus(false);
      },
    },
  };
}
