import { type HeldSummary, samePacked } from "./held-summaries.ts";

/** What a returning reader has not seen: datasets added, changed or removed since their last visit. */
export interface CatalogChanges {
  /** Slugs that were not in the kept catalog. */
  readonly added: ReadonlySet<string>;
  /** Slugs whose date or content differ from the kept catalog's. */
  readonly changed: ReadonlySet<string>;
  /** Datasets of the kept catalog that the portal no longer lists. */
  readonly removed: readonly HeldSummary[];
}

export const NO_CHANGES: CatalogChanges = { added: new Set(), changed: new Set(), removed: [] };

function sameContent(a: HeldSummary, b: HeldSummary): boolean {
  return (
    a.updated.ms === b.updated.ms &&
    a.name === b.name &&
    samePacked(a.packedDescription, b.packedDescription) &&
    a.ownerName === b.ownerName &&
    a.categoryName === b.categoryName
  );
}

/**
 * The difference between the catalog kept from the last visit and the one the portal sends now,
 * by slug: a dataset is changed when its `_updated` moved or its name, description, organization
 * or category differ (portals do not always touch `_updated`). Linear in the two catalogs.
 */
export function diffCatalogs(
  before: readonly HeldSummary[],
  now: readonly HeldSummary[],
): CatalogChanges {
  if (before === now) return NO_CHANGES;
  const old = new Map<string, HeldSummary>();
  for (const dataset of before) if (dataset.slug) old.set(dataset.slug, dataset);
  const added = new Set<string>();
  const changed = new Set<string>();
  const seen = new Set<string>();
  for (const dataset of now) {
    if (!dataset.slug) continue;
    seen.add(dataset.slug);
    const previous = old.get(dataset.slug);
    if (previous === undefined) added.add(dataset.slug);
    else if (!sameContent(previous, dataset)) changed.add(dataset.slug);
  }
  const removed = [...old.values()].filter((dataset) => !seen.has(dataset.slug));
  return { added, changed, removed };
}

export function countChanges(changes: CatalogChanges): number {
  return changes.added.size + changes.changed.size + changes.removed.length;
}
