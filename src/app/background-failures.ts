/**
 * A tiny store of failed background refreshes, keyed by query, readable with useSyncExternalStore.
 * It keeps the newest failure per query so a retried refresh that fails again does not pile up.
 */
export interface BackgroundFailure {
  readonly key: string;
  readonly error: unknown;
  readonly at: number;
}

export interface BackgroundFailures {
  record(key: string, error: unknown): void;
  clear(key: string): void;
  dismissAll(): void;
  subscribe(listener: () => void): () => void;
  snapshot(): readonly BackgroundFailure[];
}

export function createBackgroundFailures(now: () => number = Date.now): BackgroundFailures {
  let failures: readonly BackgroundFailure[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly BackgroundFailure[]) => {
    failures = next;
    for (const listener of listeners) listener();
  };
  return {
    record: (key, error) =>
      set([...failures.filter((failure) => failure.key !== key), { key, error, at: now() }]),
    clear: (key) => {
      if (failures.some((failure) => failure.key === key)) {
        set(failures.filter((failure) => failure.key !== key));
      }
    },
    dismissAll: () => {
      if (failures.length > 0) set([]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => failures,
  };
}
