import { useLingui } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { errorText } from "../components/error-text.ts";
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

/** Failed refreshes of data already on screen, as readable lines, and a way to dismiss them. */
export function useRefreshFailures(queryClient: QueryClient) {
  const { i18n } = useLingui();
  const failures = backgroundFailuresOf(queryClient);
  const list = useSyncExternalStore(failures.subscribe, failures.snapshot, failures.snapshot);
  return {
    messages: [...new Set(list.map((failure) => errorText(i18n, failure.error)))],
    dismiss: failures.dismissAll,
  };
}
