/**
 * Reads entries of a zip archive (the container of .xlsx, .ods and .docx) with the platform's
 * DecompressionStream, so no compression library ships. Sizes are capped while inflating, not
 * trusted from headers, so a zip bomb stops at the cap instead of filling memory.
 */

export class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipError";
  }
}

export interface ZipEntryInfo {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly localOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3;
}

function findEndRecord(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= stop; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipError("The file is not a complete zip archive (it may be cut off).");
}

/** The archive's table of contents; throws ZipError when it is damaged. */
export function listZip(bytes: Uint8Array): Map<string, ZipEntryInfo> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22) throw new ZipError("The file is too short to be a zip archive.");
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntryInfo>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_HEADER) {
      throw new ZipError("The zip archive's table of contents is damaged.");
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      name,
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export interface ZipEntryData {
  readonly data: Uint8Array;
  /** True when the entry went on past the cap and only its start was kept. */
  readonly cut: boolean;
}

async function inflate(
  data: Uint8Array<ArrayBuffer>,
  maxBytes: number,
  allowCut: boolean,
): Promise<ZipEntryData> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new ZipError("A part of the zip archive is damaged and cannot be unpacked.");
    }
    if (step.done) break;
    if (total + step.value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (!allowCut) {
        throw new ZipError(`A part of the file unpacks to more than ${maxBytes} bytes.`);
      }
      chunks.push(step.value.subarray(0, maxBytes - total));
      return { data: concat(chunks, maxBytes), cut: true };
    }
    total += step.value.byteLength;
    chunks.push(step.value);
  }
  return { data: concat(chunks, total), cut: false };
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * One entry's bytes, at most `maxBytes` once unpacked: past them it fails, or with `allowCut`
 * keeps the start (a worksheet's first rows are worth showing).
 */
export async function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntryInfo,
  maxBytes: number,
  allowCut = false,
): Promise<ZipEntryData> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) {
    throw new ZipError(`The zip entry ${entry.name} is damaged.`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipError(`The zip entry ${entry.name} is cut off.`);
  if (entry.method === 0) {
    if (entry.compressedSize <= maxBytes) return { data: bytes.subarray(start, end), cut: false };
    if (!allowCut) throw new ZipError(`A part of the file is larger than ${maxBytes} bytes.`);
    return { data: bytes.subarray(start, start + maxBytes), cut: true };
  }
  if (entry.method === 8) return inflate(bytes.slice(start, end), maxBytes, allowCut);
  throw new ZipError(`The zip entry ${entry.name} uses a compression this preview cannot read.`);
}

/** The named entry as UTF-8 text, or null when the archive has no such entry. */
export async function readZipText(
  bytes: Uint8Array,
  entries: ReadonlyMap<string, ZipEntryInfo>,
  name: string,
  maxBytes: number,
): Promise<string | null> {
  const entry = entries.get(name);
  if (!entry) return null;
  const { data } = await readZipEntry(bytes, entry, maxBytes);
  return new TextDecoder().decode(data);
}
