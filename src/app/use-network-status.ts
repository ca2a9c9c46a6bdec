import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { backgroundFailuresOf } from "./query-client.ts";

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's own idea of being offline; a server render (none here) counts as online. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !navigator.onLine,
    () => false,
  );
}

/** Failed refreshes of data already on screen (what each threw), and a way to dismiss them. */
export function useRefreshFailures(queryClient: QueryClient) {
  const failures = backgroundFailuresOf(queryClient);
  const list = useSyncExternalStore(failures.subscribe, failures.snapshot, failures.snapshot);
  return {
    errors: list.map((failure) => failure.error),
    dismiss: failures.dismissAll,
  };
}
