import { nextTask } from "../api/next-task.ts";
import {
  type ColumnProfile,
  type ProfileValue,
  profileRows,
  profileValue,
} from "../lib/profile/column-profile.ts";
import type { TableColumn, TableRow } from "../lib/table-columns.ts";
import type { ProfileMessage } from "./profile.worker.ts";
import { askWorker, okAnswer } from "./worker-call.ts";

/** Below this a table is profiled in place: a worker costs more than the work. */
const IN_PLACE_ROWS = 5_000;
/** Rows sent per message: small enough that copying them never makes a long task. */
const CHUNK_ROWS = 5_000;
const TIMEOUT_MS = 60_000;

/**
 * Column profiles of a table. Big tables go to a Web Worker a chunk at a time, yielding between
 * chunks, so neither the counting nor the copying blocks the page for long.
 */
export async function profileTable(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
  signal: AbortSignal,
): Promise<ColumnProfile[]> {
  const keys = columns.map((column) => column.key);
  if (rows.length <= IN_PLACE_ROWS || typeof Worker === "undefined") return profileRows(rows, keys);
  const worker = new Worker(new URL("./profile.worker.ts", import.meta.url), {
    type: "module",
  });
  const send = (message: ProfileMessage) => worker.postMessage(message);
  send({ type: "start", keys });
  for (let at = 0; at < rows.length; at += CHUNK_ROWS) {
    if (signal.aborted) {
      worker.terminate();
      throw new DOMException("Profile cancelled", "AbortError");
    }
    const chunk = rows.slice(at, at + CHUNK_ROWS);
    const values: ProfileValue[][] = keys.map((key) => chunk.map((row) => profileValue(row[key])));
    send({ type: "chunk", columns: values });
    await nextTask();
  }
  const end: ProfileMessage = { type: "end" };
  const data = await askWorker(worker, end, {
    signal,
    timeoutMs: TIMEOUT_MS,
    what: "Profiling the columns",
  });
  // The worker is this app's own code: its answer has the shape it was written to send.
  return okAnswer(data).profiles as ColumnProfile[];
}
