import { isRecord } from "../lib/is-record.ts";
import { nextTask } from "../lib/next-task.ts";

/**
 * Catalogs kept apart from the rest of what this browser keeps. A catalog is the bulk of it (over
 * 100 MB of JSON at 100,000 datasets): written into the one record with everything else, it was
 * written again whenever anything was saved (a dataset opened, say), and writing it held the page
 * for over a second. Here each catalog's datasets go to a record of their own, once per list (the
 * same array is not written twice), as a Blob built a slice at a time; the main record holds the
 * rest, with the key of each catalog's record where its datasets were.
 */

/** Where records go: idb-keyval's functions bound to the store, or a Map in tests. */
export interface Shelf {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  keys(): Promise<readonly unknown[]>;
  del(key: string): Promise<void>;
}

/** What stands in the main record where a catalog's datasets were. */
const RECORD = "keptListRecord";
const RECORD_PREFIX = "list:";
/** Datasets written per slice: about 15 ms of JSON.stringify on a slow phone. */
const SLICE = 1000;

/** The list's JSON as a Blob, one slice at a time with pauses between. */
async function listBlob(list: readonly unknown[]): Promise<Blob> {
  const parts: BlobPart[] = ["["];
  for (let from = 0; from < list.length; from += SLICE) {
    if (from > 0) {
      parts.push(",");
      await nextTask();
    }
    parts.push(new Blob([JSON.stringify(list.slice(from, from + SLICE)).slice(1, -1)]));
  }
  parts.push("]");
  return new Blob(parts, { type: "application/json" });
}

function newRecordKey(): string {
  return `${RECORD_PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createKeptLists(shelf: Shelf) {
  /** Each list already on the shelf, by identity, with its record's key. */
  const written = new WeakMap<readonly unknown[], string>();
  /** The records the last saved main record refers to: kept until the next one is saved. */
  let previous = new Set<string>();

  return {
    /**
     * `value` as JSON, each array under a `datasets` key replaced by the key of a record holding
     * it; a list not yet on the shelf is written first. Records neither this nor the last saved
     * main record refers to are removed.
     */
    async write(value: unknown): Promise<string> {
      const lists: { list: unknown[]; key: string }[] = [];
      const json = JSON.stringify(value, (name, inner: unknown) => {
        if (name !== "datasets" || !Array.isArray(inner)) return inner;
        const key = written.get(inner) ?? newRecordKey();
        lists.push({ list: inner, key });
        return { [RECORD]: key };
      });
      for (const { list, key } of lists) {
        if (written.get(list) === key) continue;
        await shelf.set(key, await listBlob(list));
        written.set(list, key);
      }
      const current = new Set(lists.map(({ key }) => key));
      for (const key of await shelf.keys()) {
        if (typeof key !== "string" || !key.startsWith(RECORD_PREFIX)) continue;
        if (!current.has(key) && !previous.has(key)) await shelf.del(key);
      }
      previous = current;
      return json;
    },

    /** What `write` saved, each catalog read back from its record; throws when one is missing. */
    async read(json: string): Promise<unknown> {
      const value: unknown = JSON.parse(json);
      const queries =
        isRecord(value) && isRecord(value.clientState) ? value.clientState.queries : [];
      for (const query of Array.isArray(queries) ? queries : []) {
        const data = isRecord(query) && isRecord(query.state) ? query.state.data : null;
        if (!isRecord(data) || !isRecord(data.datasets)) continue;
        const key = data.datasets[RECORD];
        if (typeof key !== "string") continue;
        const blob = await shelf.get(key);
        if (!(blob instanceof Blob)) throw new Error("a kept catalog is missing");
        const list: unknown = JSON.parse(await blob.text());
        if (!Array.isArray(list)) throw new Error("a kept catalog is not a list");
        data.datasets = list;
        written.set(list, key);
        previous.add(key);
      }
      return value;
    },
  };
}
