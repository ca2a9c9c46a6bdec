import type { MessageDescriptor } from "@lingui/core";

/**
 * An error whose words for the reader are a catalog message, put into the reader's language where
 * it is shown (components/error-text.ts). `message` is the English source, for logs and tests.
 */
export class ReadableError extends Error {
  readonly readable: MessageDescriptor;

  constructor(readable: MessageDescriptor, options?: ErrorOptions) {
    super(englishLine(readable), options);
    this.name = "ReadableError";
    this.readable = readable;
  }
}

/**
 * The source text with its simple placeholders filled, for logs. (Production builds strip the
 * source text from descriptors; the id stands in for it there.)
 */
function englishLine({ id, message, values }: MessageDescriptor): string {
  if (message === undefined) return id;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

function isDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === "object" && value !== null && "id" in value && typeof value.id === "string"
  );
}

/**
 * The catalog message an error carries: a ReadableError's own, or the plain `readable` a worker
 * posted (the class does not survive postMessage; the descriptor is plain data and does).
 */
export function readableOf(value: unknown): MessageDescriptor | null {
  if (value instanceof ReadableError) return value.readable;
  if (typeof value === "object" && value !== null && "readable" in value) {
    return isDescriptor(value.readable) ? value.readable : null;
  }
  return null;
}
