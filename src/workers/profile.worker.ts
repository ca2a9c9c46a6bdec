/// <reference lib="webworker" />

import { type ProfileValue, TableProfiler } from "../lib/profile/column-profile.ts";
import { readableOf } from "../lib/readable-error.ts";

export type ProfileMessage =
  | { readonly type: "start"; readonly keys: readonly string[] }
  | { readonly type: "chunk"; readonly columns: readonly (readonly ProfileValue[])[] }
  | { readonly type: "end" };

let profiler: TableProfiler | null = null;

// The page sends a big table in chunks, each in a task of its own; counting and sorting happen here.
self.onmessage = (event: MessageEvent<ProfileMessage>) => {
  const message = event.data;
  try {
    if (message.type === "start") profiler = new TableProfiler(message.keys);
    else if (message.type === "chunk") profiler?.addColumns(message.columns);
    else self.postMessage({ ok: true, profiles: profiler?.result() ?? [] });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      // The reader's words for it, when it has them: a plain message descriptor survives postMessage.
      readable: readableOf(error),
    });
  }
};
