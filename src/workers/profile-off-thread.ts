import {
  type ColumnProfile,
  type ProfileValue,
  profileRows,
  profileValue,
} from "../lib/profile/column-profile.ts";
import type { TableColumn, TableRow } from "../lib/table-columns.ts";
import type { ProfileMessage } from "./profile.worker.ts";
import { askWorker, okAnswer, type WorkerMessage } from "./worker-call.ts";

/** Below this a table is profiled in place: a worker costs more than the work. */
const IN_PLACE_ROWS = 5_000;
/** Rows sent per message: small enough that building and copying one never makes a long task. */
const CHUNK_ROWS = 5_000;
const TIMEOUT_MS = 60_000;

/**
 * Column profiles of a table. A big table goes to a Web Worker a chunk at a time (askWorker sends
 * each in a task of its own), so neither the counting nor the copying blocks the page for long.
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
  const data = await askWorker(worker, profileMessages(rows, keys), {
    signal,
    timeoutMs: TIMEOUT_MS,
    what: "Profiling the columns",
  });
  // The worker is this app's own code: its answer has the shape it was written to send.
  return okAnswer(data).profiles as ColumnProfile[];
}

/** The table as the worker takes it: its columns' keys, their values a chunk at a time, the end. */
function* profileMessages(
  rows: readonly TableRow[],
  keys: readonly string[],
): Generator<WorkerMessage> {
  const message = (data: ProfileMessage): WorkerMessage => ({ data });
  yield message({ type: "start", keys });
  for (let at = 0; at < rows.length; at += CHUNK_ROWS) {
    const chunk = rows.slice(at, at + CHUNK_ROWS);
    const values: ProfileValue[][] = keys.map((key) => chunk.map((row) => profileValue(row[key])));
    yield message({ type: "chunk", columns: values });
  }
  yield message({ type: "end" });
}
