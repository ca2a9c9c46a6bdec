import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isRetryableStatus } from "../api/api-error.ts";
import { ReadableError } from "../lib/readable-error.ts";
/** Reading a file for a preview: only its start when that is enough, and failures named plainly. */

export class FilePreviewError extends ReadableError {
  /** "network": the browser could not fetch it at all (CORS, offline, DNS); "http": it answered with an error. */
  readonly kind: "network" | "http" | "content";
  readonly status: number | null;

  constructor(
    kind: FilePreviewError["kind"],
    readable: MessageDescriptor,
    status: number | null = null,
  ) {
    super(readable);
    this.name = "FilePreviewError";
    this.kind = kind;
    this.status = status;
  }

  /** Retried as the portal's own reads are (query-client.ts): what waiting can fix. */
  get retryable(): boolean {
    return this.kind === "network" || (this.kind === "http" && isRetryableStatus(this.status));
  }
}

async function request(url: string, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: "omit" });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FilePreviewError(
      "network",
      msg`The browser could not fetch this file. Its server may not allow other sites to read it, or the network failed.`,
    );
  }
  if (!response.ok) {
    const { status } = response;
    throw new FilePreviewError(
      "http",
      msg`The file’s server answered HTTP ${status}.`,
      response.status,
    );
  }
  return response;
}

/** At most `maxBytes` of the file as text; `cut` when the file goes on past them. */
export async function fetchTextStart(
  url: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ text: string; cut: boolean }> {
  const response = await request(url, signal);
  if (!response.body) return { text: await response.text(), cut: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let cut = false;
  while (total < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  if (total >= maxBytes) {
    cut = true;
    // The rest is never downloaded: a preview costs at most maxBytes of the reader's data.
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(total, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  // `stream: true` leaves a multi-byte character split by the cut out instead of mangling it.
  const text = new TextDecoder("utf-8").decode(bytes, { stream: cut });
  return { text, cut };
}

/** The whole file as a Blob, for PDFs that must be checked before they are shown. */
export async function fetchBlob(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await request(url, signal);
  return response.blob();
}

/** The whole file as bytes, refusing files over `maxBytes` before and while they download. */
export async function fetchBytes(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<ArrayBuffer> {
  const response = await request(url, signal);
  const megabytes = Math.round(maxBytes / 1_000_000);
  const tooBig = () =>
    new FilePreviewError(
      "content",
      msg`This file is larger than ${megabytes} MB, too large to preview. Download it instead.`,
    );
  if (Number(response.headers.get("Content-Length") ?? 0) > maxBytes) throw tooBig();
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooBig();
  return bytes;
}
