import type { DatasetSummary, PortalDate } from "../api/types.ts";

/**
 * The catalog as the engine holds it, lighter: the organization and category names thousands of
 * datasets share become one string each (JSON.parse makes a string per occurrence), and a date
 * that was read keeps its time alone (nothing shows a summary's raw date; one that could not be
 * read keeps what the portal sent).
 */
export function compactSummaries(datasets: readonly DatasetSummary[]): DatasetSummary[] {
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
    description: dataset.description,
    ownerName: shared(dataset.ownerName),
    categoryName: shared(dataset.categoryName),
    updated: date(dataset.updated),
    created: date(dataset.created),
  }));
}
