import type { DatasetSummary, ListedDataset, PortalDate } from "../api/types.ts";

/**
 * A dataset's summary as the engine holds it for the visit: lighter than the list's objects.
 * - The description is held as its UTF-8 bytes, a view into a block shared with other datasets'
 *   (JavaScript keeps a string with a single „, ć or ș at two bytes a character, and the
 *   descriptions are most of a catalog's weight). The platform's own encoder and decoder turn
 *   text into bytes and back, in native code.
 * - The organization and category names thousands of datasets share are one string each
 *   (JSON.parse makes a string per occurrence).
 * - A date that was read keeps its time alone (nothing shows a summary's raw date); one that could
 *   not be read keeps what the portal sent.
 * Whatever leaves the engine is a DatasetSummary again (asSummary).
 */
export interface HeldSummary extends Omit<DatasetSummary, "description"> {
  readonly packedDescription: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Bytes of the blocks descriptions are written into. */
const BLOCK_BYTES = 1 << 20;

/**
 * Writes texts as UTF-8 into shared blocks, each text a view of its bytes. A text longer than a
 * block gets a block of its own.
 */
function createTextPacker() {
  let block = new Uint8Array(0);
  let used = 0;
  return (text: string): Uint8Array => {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const most = text.length * 3;
    if (used + most > block.length) {
      block = new Uint8Array(Math.max(BLOCK_BYTES, most));
      used = 0;
    }
    const { written } = encoder.encodeInto(text, block.subarray(used));
    const bytes = block.subarray(used, used + written);
    used += written;
    return bytes;
  };
}

/** Text from held bytes. */
export function unpackText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Whether two held texts are the same, byte for byte. */
export function samePacked(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function holdSummaries(datasets: readonly DatasetSummary[]): HeldSummary[] {
  const names = new Map<string, string>();
  const shared = (name: string | null): string | null => {
    if (name === null) return null;
    const known = names.get(name);
    if (known !== undefined) return known;
    names.set(name, name);
    return name;
  };
  const pack = createTextPacker();
  const date = (value: PortalDate): PortalDate =>
    value.ms === null || value.raw === null ? value : { raw: null, ms: value.ms };
  return datasets.map((dataset) => ({
    slug: dataset.slug,
    name: dataset.name,
    packedDescription: pack(dataset.description),
    ownerName: shared(dataset.ownerName),
    categoryName: shared(dataset.categoryName),
    updated: date(dataset.updated),
    created: date(dataset.created),
  }));
}

export function descriptionOf(held: HeldSummary): string {
  return unpackText(held.packedDescription);
}

/** What a row of results shows of it (its description stays packed here). */
export function asListed({
  slug,
  name,
  ownerName,
  categoryName,
  updated,
}: HeldSummary): ListedDataset {
  return { slug, name, ownerName, categoryName, updated };
}

export function asSummary(held: HeldSummary): DatasetSummary {
  const { packedDescription, ...rest } = held;
  return { ...rest, description: unpackText(packedDescription) };
}
