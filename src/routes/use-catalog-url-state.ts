import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom";
import { type CatalogState, catalogStateToParams, parseCatalogState } from "../lib/url-state.ts";

/** Typing settles into the URL after this pause (or when the field loses focus). */
const TYPING_SETTLE_MS = 300;
/** Marks the catalog's own navigations, whose state is already on screen. */
const OWN = { catalog: true } as const;

function isOwn(state: unknown): boolean {
  return typeof state === "object" && state !== null && "catalog" in state;
}

type Timer = ReturnType<typeof setTimeout>;

/** Drops typing that has not reached the URL yet. */
function cancelTyping(pending: { current: Timer | null }): void {
  if (pending.current !== null) clearTimeout(pending.current);
  pending.current = null;
}

/**
 * The catalog's state as the URL holds it. It is mirrored locally so that a keystroke or a click
 * updates the results at once, while the URL follows: typing replaces its entry once typing pauses
 * (no history entry, and no history call, per key: browsers make those slow); every other change
 * pushes one. Any navigation not made here (back, forward, a link) brings the state from the URL,
 * and drops typing not yet written, which belonged to the entry left.
 *
 * The local state is replaced during the render that first sees such a navigation (React's
 * "adjusting state when a prop changes"), so no frame, query or effect ever sees the entry left's
 * state with the new entry's URL. It cannot be derived instead, from the location alone: going
 * back returns to an entry with the same key and history state as when it was left, so a mirror
 * keyed by either would come back with it; and the catalog's own navigations commit in a
 * transition, during which the reader may type on, so they must keep the mirror, not reset it.
 */
export function useCatalogUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlState = useMemo(() => parseCatalogState(params), [params]);
  const [state, setState] = useState(urlState);
  const [seenKey, setSeenKey] = useState(location.key);
  const pending = useRef<Timer | null>(null);
  const fromElsewhere = navigationType === "POP" || !isOwn(location.state);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (fromElsewhere) setState(urlState);
  }

  // Typing not yet written belongs to the entry left: written now, it would replace this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new entry is what is checked
  useEffect(() => {
    if (fromElsewhere) cancelTyping(pending);
  }, [location.key]);
  useEffect(() => () => cancelTyping(pending), []);

  const write = (next: CatalogState, replace: boolean) => {
    cancelTyping(pending);
    setParams(catalogStateToParams(next), { replace, preventScrollReset: replace, state: OWN });
  };

  return {
    state,
    /** Typing: results now, the URL entry replaced once typing pauses. */
    search: (q: string) => {
      const next = { ...state, q, page: 1 };
      setState(next);
      cancelTyping(pending);
      pending.current = setTimeout(() => write(next, true), TYPING_SETTLE_MS);
    },
    /** Writes typed text that has not reached the URL yet (before a link is followed, say). */
    settle: () => {
      if (pending.current !== null) write(state, true);
    },
    /** A filter, sort or page change: a new history entry; any change but the page goes to page 1. */
    update: (patch: Partial<CatalogState>) => {
      const next = { ...state, page: 1, ...patch };
      setState(next);
      write(next, false);
    },
  };
}
