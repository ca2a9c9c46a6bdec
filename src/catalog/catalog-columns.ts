import type { PortalDate } from "../api/types.ts";
import type { HeldSummary } from "./held-summaries.ts";

/**
 * A held catalog as a few flat values, the form it is kept in between visits (kept-catalogs.ts).
 * IndexedDB copies a string or a typed array in one go, where it clones a catalog's objects one
 * by one, and the engine answers no question while it does, right when a list has come and the
 * reader starts to type.
 */
export interface CatalogColumns {
  readonly size: number;
  /** Each dataset's slug, name, organization and category, one after the other. */
  readonly texts: string;
  /** The length of each of those four texts in `texts`; -1 for an organization or category it has none of. */
  readonly lengths: Int32Array;
  /** Every description's UTF-8 bytes, one after the other, and where each ends. */
  readonly descriptions: Uint8Array;
  readonly descriptionEnds: Int32Array;
  /** Each dataset's dates that were read, in milliseconds (NaN where its date was not read). */
  readonly updated: Float64Array;
  readonly created: Float64Array;
  /** The dates that were not read, as the portal sent them: few, so kept as they are. */
  readonly unreadDates: readonly UnreadDates[];
}

interface UnreadDates {
  readonly id: number;
  readonly updated: PortalDate;
  readonly created: PortalDate;
}

const FIELDS = 4;

export function toColumns(datasets: readonly HeldSummary[]): CatalogColumns {
  const size = datasets.length;
  const parts: string[] = [];
  const lengths = new Int32Array(size * FIELDS);
  const descriptionEnds = new Int32Array(size);
  const updated = new Float64Array(size);
  const created = new Float64Array(size);
  const unreadDates: UnreadDates[] = [];
  let bytes = 0;
  datasets.forEach((dataset, id) => {
    const fields = [dataset.slug, dataset.name, dataset.ownerName, dataset.categoryName];
    fields.forEach((field, f) => {
      lengths[id * FIELDS + f] = field === null ? -1 : field.length;
      if (field !== null) parts.push(field);
    });
    bytes += dataset.packedDescription.length;
    descriptionEnds[id] = bytes;
    updated[id] = dataset.updated.ms ?? Number.NaN;
    created[id] = dataset.created.ms ?? Number.NaN;
    if (dataset.updated.ms === null || dataset.created.ms === null) {
      unreadDates.push({ id, updated: dataset.updated, created: dataset.created });
    }
  });
  const descriptions = new Uint8Array(bytes);
  datasets.forEach((dataset, id) => {
    descriptions.set(
      dataset.packedDescription,
      (descriptionEnds[id] ?? 0) - dataset.packedDescription.length,
    );
  });
  return {
    size,
    texts: parts.join(""),
    lengths,
    descriptions,
    descriptionEnds,
    updated,
    created,
    unreadDates,
  };
}

/** The held catalog kept as columns; null when they do not fit together (a damaged record). */
export function fromColumns(columns: CatalogColumns): HeldSummary[] | null {
  const { size, texts, lengths, descriptions, descriptionEnds, updated, created } = columns;
  if (
    lengths.length !== size * FIELDS ||
    descriptionEnds.length !== size ||
    updated.length !== size ||
    created.length !== size ||
    (descriptionEnds[size - 1] ?? 0) > descriptions.length
  ) {
    return null;
  }
  const unread = new Map(columns.unreadDates.map((dates) => [dates.id, dates]));
  // Organizations and categories thousands of datasets share are one string each, as when held.
  const names = new Map<string, string>();
  const shared = (name: string) => {
    const known = names.get(name);
    if (known !== undefined) return known;
    names.set(name, name);
    return name;
  };
  const datasets: HeldSummary[] = [];
  let at = 0;
  const next = (length: number) => {
    const text = texts.slice(at, at + length);
    at += length;
    return text;
  };
  let descriptionStart = 0;
  for (let id = 0; id < size; id++) {
    const slug = next(lengths[id * FIELDS] ?? 0);
    const name = next(lengths[id * FIELDS + 1] ?? 0);
    const ownerLength = lengths[id * FIELDS + 2] ?? -1;
    const categoryLength = lengths[id * FIELDS + 3] ?? -1;
    const ownerName = ownerLength < 0 ? null : shared(next(ownerLength));
    const categoryName = categoryLength < 0 ? null : shared(next(categoryLength));
    const descriptionEnd = descriptionEnds[id] ?? descriptionStart;
    if (descriptionEnd < descriptionStart || at > texts.length) return null;
    const dates = unread.get(id);
    datasets.push({
      slug,
      name,
      ownerName,
      categoryName,
      packedDescription: descriptions.subarray(descriptionStart, descriptionEnd),
      updated: dates?.updated ?? { raw: null, ms: updated[id] ?? null },
      created: dates?.created ?? { raw: null, ms: created[id] ?? null },
    });
    descriptionStart = descriptionEnd;
  }
  return at === texts.length ? datasets : null;
}
