import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from "react";
import type { ReleaseState, ReleaseWatch } from "./release.ts";

const ReleaseContext = createContext<ReleaseWatch | null>(null);

export function ReleaseProvider({ watch, children }: { watch: ReleaseWatch; children: ReactNode }) {
  return <ReleaseContext.Provider value={watch}>{children}</ReleaseContext.Provider>;
}

/** What the page knows of releases, and the reader's way onto the newer one; null in tests. */
export function useRelease(): { state: ReleaseState; reload: () => void } | null {
  const watch = useContext(ReleaseContext);
  const subscribe = useCallback(
    (listener: () => void) => watch?.subscribe(listener) ?? (() => undefined),
    [watch],
  );
  const state = useSyncExternalStore(subscribe, () => watch?.state() ?? "current");
  return watch ? { state, reload: watch.reload } : null;
}
