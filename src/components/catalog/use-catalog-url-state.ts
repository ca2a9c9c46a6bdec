import { useMemo, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router-dom";
import { type CatalogState, catalogStateToParams, parseCatalogState } from "../../lib/url-state.ts";

/**
 * The catalog's state as the URL holds it. The search text is also kept locally, so a keystroke
 * updates the results at once while the URL follows by replacing its entry (no history entry per
 * key); every other change pushes one. Back and forward (POP) bring the text back from the URL.
 */
export function useCatalogUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlState = useMemo(() => parseCatalogState(params), [params]);
  const [text, setText] = useState(urlState.q);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === "POP" && urlState.q !== text) setText(urlState.q);
  }
  const state: CatalogState = useMemo(() => ({ ...urlState, q: text }), [urlState, text]);

  const commit = (next: CatalogState, replace: boolean) =>
    setParams(catalogStateToParams(next), { replace, preventScrollReset: replace });

  return {
    state,
    /** Typing: results now, URL entry replaced. */
    search: (q: string) => {
      setText(q);
      commit({ ...state, q, page: 1 }, true);
    },
    /** A filter, sort or page change: a new history entry; any change but the page goes to page 1. */
    update: (patch: Partial<CatalogState>) => {
      if (patch.q !== undefined) setText(patch.q);
      commit({ ...state, page: 1, ...patch }, false);
    },
  };
}
