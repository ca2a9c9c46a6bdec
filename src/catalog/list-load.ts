import {
  answerOf,
  decodeBody,
  type PortalResponse,
  readGivenBody,
  readJsonText,
  type Validators,
} from "../api/client.ts";
import { readFirstPage, readRestOfList } from "../api/datasets.ts";
import { createListScanner } from "../api/list-stream.ts";
import { afterQueuedMessages } from "../api/next-task.ts";
import { createSummaryReader } from "../api/normalize-dataset.ts";
import type { DatasetSummary } from "../api/types.ts";
import { createSearchWordsBuilder, type SearchWords } from "./catalog-index.ts";
import type { ListListener, ListStart } from "./types.ts";

/** How the first answer ended: its status, its address and what identifies it. */
type ListAnswer = Pick<PortalResponse, "status" | "statusText" | "url" | "validators">;

/**
 * The first datasets of a list still arriving are shown once there are enough for a first screen
 * and the list will be a while yet: a moment after its first datasets came, it is still arriving.
 * One that is whole within that moment is shown whole, instead of its first rows and, a blink
 * later, others in their place (the page moving as the rows change). How much is already here to
 * read says nothing: the worker takes the body's pieces as it reads them, so what waits
 * unread is never much (a wait for a megabyte of it ran to its time limit on every big list; see
 * bench/README.md).
 */
const FIRST_PARTIAL = 50;
const FIRST_PARTIAL_AFTER_MS = 40;
/**
 * After that, what has arrived is shown again at most this often: each showing reindexes it in
 * the engine and renders the rows and every filter's counts again on the page.
 */
const PARTIAL_EVERY_MS = 5000;
/**
 * From this many datasets on, a list's search words are indexed as it arrives, so a big list is
 * searchable once it is whole; a smaller one is indexed at its end, in a moment, and so reads fast
 * enough to be shown whole rather than its first datasets and, a blink later, all of them.
 */
const WORDS_AS_IT_ARRIVES_FROM = 5000;
/**
 * Reading pieces this long without a pause lets the page's questions wait: a list already here
 * comes in one burst of messages, and the questions about its first rows would queue behind all
 * of it. A pause lets the messages that came meanwhile (results, a keystroke's) be answered.
 */
const READ_TURN_MS = 10;
/** How often a body read here says how far it has come. */
const PROGRESS_EVERY_MS = 100;
/** Bytes of a list kept whole for reading it as text should the scanner step aside. */
const KEEP_WHOLE_BYTES = 64 * 1024 * 1024;
/** Bytes scanned in one go, so a pause can come between the pieces of a big chunk. */
const PIECE_BYTES = 64 * 1024;

export interface ListRead {
  readonly datasets: readonly DatasetSummary[];
  /** Its search words, indexed as it arrived. */
  readonly words: SearchWords;
  readonly validators: Validators | null;
}

/**
 * One reading of a portal's list: the first answer's pieces as they come (parsed and normalised
 * run by run, `onPartial` given what can show), then, once it is whole, its envelope, and any
 * further pages, fetched from here. Errors are the fetch module's ApiErrors.
 */
export function startListLoad(
  start: ListStart,
  contentType: string,
  signal: AbortSignal,
  listener: ListListener,
  onPartial: (datasets: readonly DatasetSummary[]) => void,
  clock: () => number = () => performance.now(),
) {
  const { portal } = start;
  /** Kept until the end: an answer the scanner steps aside from is read whole, as text. */
  const chunks: Uint8Array[] = [];
  let received = 0;
  let reader = createSummaryReader();
  // The search words are indexed as the datasets come, so a list is searchable once it is whole.
  let words = createSearchWordsBuilder();
  let indexed = 0;
  let firstAt = 0;
  let shownAt = 0;
  const indexWords = () => {
    for (; indexed < reader.summaries.length; indexed++) {
      words.add(indexed, reader.summaries[indexed] as DatasetSummary);
    }
  };
  /** Datasets come, in the list's order: from the first answer as it is scanned, then each page. */
  const took = (items: readonly unknown[]) => {
    reader.add(items);
    if (reader.summaries.length >= WORDS_AS_IT_ARRIVES_FROM) indexWords();
    if (!start.showArriving) return;
    const time = clock();
    if (firstAt === 0) firstAt = time;
    const waited = time - firstAt;
    const due =
      shownAt === 0
        ? reader.summaries.length >= FIRST_PARTIAL && waited >= FIRST_PARTIAL_AFTER_MS
        : time - shownAt >= PARTIAL_EVERY_MS;
    if (!due) return;
    shownAt = time;
    onPartial(reader.summaries.slice());
  };
  const scanner = createListScanner(contentType, took);
  const queue: Uint8Array[] = [];
  let reading: Promise<void> | null = null;
  const read = async () => {
    let turnStarted = clock();
    for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
      for (let from = 0; from < chunk.byteLength; from += PIECE_BYTES) {
        if (signal.aborted) return;
        const piece = chunk.subarray(from, from + PIECE_BYTES);
        if (!scanner.push(piece)) break;
        if (clock() - turnStarted >= READ_TURN_MS) {
          await afterQueuedMessages();
          turnStarted = clock();
        }
      }
    }
  };

  let toldAt = Number.NEGATIVE_INFINITY;
  const push = (chunk: Uint8Array): void => {
    // How far it has come, at most every PROGRESS_EVERY_MS: each is a message to the page.
    if (clock() - toldAt >= PROGRESS_EVERY_MS) {
      toldAt = clock();
      const bytes = { received: received + chunk.byteLength, total: null };
      listener.progress({ loaded: 0, total: null, bytes });
    }
    // Past KEEP_WHOLE_BYTES only the start is kept for the messages: a list that big which the
    // scanner cannot read is not JSON either, and keeping it whole held it twice in memory.
    if (received < KEEP_WHOLE_BYTES) chunks.push(chunk);
    received += chunk.byteLength;
    queue.push(chunk);
    reading ??= read().finally(() => {
      reading = null;
    });
  };

  return {
    /** Reads the first answer's body as it arrives: its length, or an ApiError. */
    readBody(body: ReadableStream<Uint8Array>, url: string): Promise<number> {
      return readGivenBody(body, { url, signal, sink: push });
    },
    async end(answer: ListAnswer): Promise<ListRead> {
      while (reading) await reading;
      // A piece that came as the last reading ended has not been read yet.
      if (queue.length > 0) await read();
      const response: PortalResponse = {
        ...answer,
        contentType,
        text: "",
        bytes: received,
        elapsedMs: 0,
      };
      const parsed = scanner.finish();
      const kept = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      const { json } = await (parsed
        ? answerOf(response, "GET", parsed.json)
        : readJsonText({ ...response, text: decodeBody(chunks, kept, contentType) }, "GET"));
      chunks.length = 0;
      const page = readFirstPage(portal, json);
      // What was scanned as it arrived is the list's first page, unless the envelope holds its
      // list elsewhere than the scanner found one: then the first page is taken from the envelope.
      if (parsed === null || page.items !== scanner.items) {
        reader = createSummaryReader();
        words = createSearchWordsBuilder();
        indexed = 0;
        took(page.items);
      }
      const { pages } = await readRestOfList(portal, page, {
        signal,
        onProgress: (progress) => listener.progress(progress),
        onPage: took,
      });
      indexWords();
      return {
        datasets: reader.summaries,
        words: words.build(reader.summaries.length),
        validators: pages === 1 ? answer.validators : null,
      };
    },
  };
}

export type ListLoad = ReturnType<typeof startListLoad>;
