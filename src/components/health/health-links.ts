import type { CatalogState } from "../../lib/url-state.ts";

/** Where a health figure leads: the catalog with filters, and a dataset's page. */
export interface HealthLinks {
  /** The catalog (of this portal, or across portals) with these filters. */
  readonly catalogOf: (state: Partial<CatalogState>) => string;
  /** A dataset's page; null when its portal is not one this explorer serves. */
  readonly datasetOf: (portal: string, slug: string) => string | null;
}
