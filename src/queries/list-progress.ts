import { useSyncExternalStore } from "react";
import type { ListProgress } from "../api/datasets.ts";

// How far the dataset list has been read, while a paged portal is being read page by page. Kept
// outside the query cache: it is about a request in flight, not about data.
let current: ListProgress | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `null` once the read ends, however it ends. */
export function reportListProgress(progress: ListProgress | null): void {
  current = progress;
  for (const listener of listeners) listener();
}

/** The progress of the list read in flight, or null when none is (or the list came in one page). */
export function useListProgress(): ListProgress | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
