import type { CatalogIndex } from "./catalog-index.ts";
import { descriptionOf } from "./held-summaries.ts";

/** "Updated in the last 12 months" counts back this far: the catalog's "12 months" filter. */
const RECENT_DAYS = 365;
const DAY_MS = 86_400_000;
/** How many of the oldest datasets the page names. */
const OLDEST_NAMED = 5;

/** One organization's (category's, portal's) datasets, by how fresh they are. */
export interface HealthGroup {
  /** What the catalog's URL holds for it ("" when the portal gave none). */
  readonly key: string;
  readonly label: string;
  readonly count: number;
  /** Updated in the last 12 months. */
  readonly recent: number;
  /** Updated more than 12 months ago. */
  readonly stale: number;
  /** The portal never set the date (or set it to nothing a date can be read from). */
  readonly unknown: number;
  /** The oldest date of an update among them; null when none has one. */
  readonly oldest: number | null;
  readonly noDescription: number;
}

export interface OldDataset {
  readonly slug: string;
  readonly name: string;
  /** The portal it comes from ("" in a one-portal catalog). */
  readonly portal: string;
  readonly updated: number;
}

/** What a catalog list tells of a portal's health; the files need each dataset's detail. */
export interface ListHealth {
  /** The moment "the last 12 months" counts back from. */
  readonly now: number;
  readonly total: number;
  readonly recent: number;
  readonly stale: number;
  readonly unknown: number;
  readonly noDescription: number;
  /** The datasets updated longest ago, oldest first. */
  readonly oldest: readonly OldDataset[];
  /** By count, largest first; ties by name. */
  readonly organizations: readonly HealthGroup[];
  readonly categories: readonly HealthGroup[];
  /** Across portals: one group per portal; one group in a one-portal catalog. */
  readonly portals: readonly HealthGroup[];
  /** Datasets by the year of their last update, oldest year first (dated ones only). */
  readonly years: readonly { readonly year: number; readonly count: number }[];
}

/** Text with nothing a reader could read: empty, spaces, or markup and non-breaking spaces alone. */
export function isBlankDescription(description: string): boolean {
  if (description.trim() === "") return true;
  if (!/[<&]/.test(description)) return false;
  // A non-breaking space written as an entity: &nbsp;, &#160; or &#xa0;.
  return description.replace(/<[^<>]*>|&(?:nbsp|#(?:x0*a0|1[6]0));|\s/gi, "") === "";
}

class Tally {
  count = 0;
  recent = 0;
  stale = 0;
  unknown = 0;
  oldest = Number.POSITIVE_INFINITY;
  noDescription = 0;
}

function groups(
  values: readonly { key: string; label: string }[],
  tallies: readonly Tally[],
): HealthGroup[] {
  return values
    .map((value, i) => {
      const tally = tallies[i] ?? new Tally();
      return {
        key: value.key,
        label: value.label,
        count: tally.count,
        recent: tally.recent,
        stale: tally.stale,
        unknown: tally.unknown,
        oldest: Number.isFinite(tally.oldest) ? tally.oldest : null,
        noDescription: tally.noDescription,
      };
    })
    .filter((group) => group.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * A catalog's health from its list alone, in one pass over the index's columns: by organization,
 * category and portal, how fresh (the last 12 months, as the catalog's filter counts them), the
 * oldest, and the datasets with no description. `portalIdAt` gives the portal of an index entry.
 */
export function listHealth(
  index: CatalogIndex,
  portalIdAt: (id: number) => string,
  now: number,
): ListHealth {
  const { orgId, catId, portalId, updated } = index.columns;
  const cutoff = now - RECENT_DAYS * DAY_MS;
  const make = (n: number) => Array.from({ length: n }, () => new Tally());
  const orgs = make(index.organizations.length);
  const cats = make(index.categories.length);
  const portals = make(index.portals.length);
  const total = new Tally();
  const years = new Map<number, number>();
  // The oldest few, kept sorted as they are met: a handful, so insertion is cheap.
  const oldest: { id: number; ms: number }[] = [];
  const size = index.datasets.length;
  for (let id = 0; id < size; id++) {
    const ms = updated[id] ?? Number.NaN;
    const dataset = index.datasets[id];
    const blank = isBlankDescription(dataset ? descriptionOf(dataset) : "");
    for (const tally of [
      total,
      orgs[orgId[id] ?? 0],
      cats[catId[id] ?? 0],
      portals[portalId[id] ?? 0],
    ]) {
      if (!tally) continue;
      tally.count += 1;
      if (Number.isNaN(ms)) tally.unknown += 1;
      else if (ms >= cutoff) tally.recent += 1;
      else tally.stale += 1;
      if (ms < tally.oldest) tally.oldest = ms;
      if (blank) tally.noDescription += 1;
    }
    if (Number.isNaN(ms)) continue;
    const year = new Date(ms).getUTCFullYear();
    years.set(year, (years.get(year) ?? 0) + 1);
    const last = oldest[oldest.length - 1];
    if (oldest.length < OLDEST_NAMED || (last && ms < last.ms)) {
      let at = oldest.length;
      while (at > 0 && (oldest[at - 1]?.ms ?? 0) > ms) at -= 1;
      oldest.splice(at, 0, { id, ms });
      if (oldest.length > OLDEST_NAMED) oldest.pop();
    }
  }
  return {
    now,
    total: total.count,
    recent: total.recent,
    stale: total.stale,
    unknown: total.unknown,
    noDescription: total.noDescription,
    oldest: oldest.map(({ id, ms }) => {
      const dataset = index.datasets[id];
      return {
        slug: dataset?.slug ?? "",
        name: dataset?.name || dataset?.slug || "",
        portal: portalIdAt(id),
        updated: ms,
      };
    }),
    organizations: groups(index.organizations, orgs),
    categories: groups(index.categories, cats),
    portals: groups(index.portals, portals),
    years: [...years].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count })),
  };
}
