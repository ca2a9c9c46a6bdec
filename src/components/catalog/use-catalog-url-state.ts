import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom";
import { type CatalogState, catalogStateToParams, parseCatalogState } from "../../lib/url-state.ts";

/** Typing settles into the URL after this pause (or when the field loses focus). */
const TYPING_SETTLE_MS = 300;

/**
 * The catalog's state as the URL holds it. The search text is also kept locally, so a keystroke
 * updates the results at once; the URL follows when typing pauses, replacing its entry (no history
 * entry per key, and no history call per key either: browsers make those slow). Every other change
 * pushes an entry. Back and forward (POP) bring the text back from the URL.
 */
export function useCatalogUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlState = useMemo(() => parseCatalogState(params), [params]);
  const [text, setText] = useState(urlState.q);
  const [seenKey, setSeenKey] = useState(location.key);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === "POP" && urlState.q !== text) setText(urlState.q);
  }
  const state: CatalogState = useMemo(() => ({ ...urlState, q: text }), [urlState, text]);

  const cancelPending = () => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
  };
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  const commit = (next: CatalogState, replace: boolean) => {
    cancelPending();
    setParams(catalogStateToParams(next), { replace, preventScrollReset: replace });
  };

  return {
    state,
    /** Typing: results now, the URL entry replaced once typing pauses. */
    search: (q: string) => {
      setText(q);
      cancelPending();
      const next = { ...state, q, page: 1 };
      pending.current = setTimeout(() => commit(next, true), TYPING_SETTLE_MS);
    },
    /** Writes typed text that has not reached the URL yet (before a link is followed, say). */
    settle: () => {
      if (pending.current !== null) commit({ ...state, page: 1 }, true);
    },
    /** A filter, sort or page change: a new history entry; any change but the page goes to page 1. */
    update: (patch: Partial<CatalogState>) => {
      if (patch.q !== undefined) setText(patch.q);
      commit({ ...state, page: 1, ...patch }, false);
    },
  };
}
