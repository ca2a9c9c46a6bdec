import type { DatasetSummary, PortalDate } from "../api/types.ts";

/**
 * A dataset's summary as the engine holds it for the visit: lighter than the list's objects.
 * - The description is packed: its UTF-8 bytes, one character each. A JavaScript engine keeps a
 *   string whose characters all fit in a byte at a byte each, and one with a single „, ć or ș at
 *   two bytes each, so the descriptions, most of a catalog's weight, take half the memory packed.
 * - The organization and category names thousands of datasets share are one string each
 *   (JSON.parse makes a string per occurrence).
 * - A date that was read keeps its time alone (nothing shows a summary's raw date); one that could
 *   not be read keeps what the portal sent.
 * Whatever leaves the engine is a DatasetSummary again (asSummary).
 */
export interface HeldSummary extends Omit<DatasetSummary, "description"> {
  readonly packedDescription: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** Any character past ASCII (each half of a surrogate pair counts: no `u` flag). */
const BEYOND_ASCII = /[\u0080-\uffff]/;
/** Characters handed to String.fromCharCode at once, well under engines' argument limits. */
const PACK_STEP = 8192;

/** Text as its UTF-8 bytes, a character each; plain ASCII is its own packing. */
export function packText(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text;
  const bytes = encoder.encode(text);
  let packed = "";
  for (let at = 0; at < bytes.length; at += PACK_STEP) {
    packed += String.fromCharCode(...bytes.subarray(at, at + PACK_STEP));
  }
  return packed;
}

export function unpackText(packed: string): string {
  if (!BEYOND_ASCII.test(packed)) return packed;
  const bytes = new Uint8Array(packed.length);
  for (let at = 0; at < packed.length; at++) bytes[at] = packed.charCodeAt(at);
  return decoder.decode(bytes);
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
  const date = (value: PortalDate): PortalDate =>
    value.ms === null || value.raw === null ? value : { raw: null, ms: value.ms };
  return datasets.map((dataset) => ({
    slug: dataset.slug,
    name: dataset.name,
    packedDescription: packText(dataset.description),
    ownerName: shared(dataset.ownerName),
    categoryName: shared(dataset.categoryName),
    updated: date(dataset.updated),
    created: date(dataset.created),
  }));
}

export function descriptionOf(held: HeldSummary): string {
  return unpackText(held.packedDescription);
}

export function asSummary(held: HeldSummary): DatasetSummary {
  const { packedDescription, ...rest } = held;
  return { ...rest, description: unpackText(packedDescription) };
}
