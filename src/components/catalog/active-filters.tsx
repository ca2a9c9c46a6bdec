import type { CatalogState } from "../../lib/url-state.ts";
import { UPDATED_OPTIONS } from "./catalog-filters.tsx";

export interface FilterChip {
  readonly key: string;
  readonly group: string;
  readonly label: string;
  readonly patch: Partial<CatalogState>;
}

/** Every active search term and filter as a chip that removes it. */
export function filterChips(
  state: CatalogState,
  portalName: (id: string) => string = (id) => id,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.q.trim() !== "")
    chips.push({ key: "q", group: "Search", label: state.q.trim(), patch: { q: "" } });
  for (const org of state.orgs) {
    const orgs = state.orgs.filter((item) => item !== org);
    chips.push({
      key: `org:${org}`,
      group: "Organization",
      label: org || "No organization",
      patch: { orgs },
    });
  }
  for (const cat of state.cats) {
    const cats = state.cats.filter((item) => item !== cat);
    chips.push({
      key: `cat:${cat}`,
      group: "Category",
      label: cat || "No category",
      patch: { cats },
    });
  }
  for (const portal of state.portals) {
    const portals = state.portals.filter((item) => item !== portal);
    chips.push({
      key: `portal:${portal}`,
      group: "Portal",
      label: portalName(portal),
      patch: { portals },
    });
  }
  if (state.changes !== "") {
    const label = CHANGE_LABELS[state.changes];
    chips.push({ key: "changes", group: "Since your last visit", label, patch: { changes: "" } });
  }
  if (state.updatedWithin !== "") {
    const label =
      UPDATED_OPTIONS.find((option) => option.value === state.updatedWithin)?.label ?? "";
    chips.push({ key: "updated", group: "Updated within", label, patch: { updatedWithin: "" } });
  }
  return chips;
}

const CHANGE_LABELS = { new: "new", changed: "changed", any: "new or changed" } as const;

export const CLEARED: Partial<CatalogState> = {
  changes: "",
  q: "",
  orgs: [],
  cats: [],
  portals: [],
  updatedWithin: "",
};

interface ActiveFiltersProps {
  chips: readonly FilterChip[];
  onChange: (patch: Partial<CatalogState>) => void;
}

export function ActiveFilters({ chips, onChange }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={`Remove ${chip.group}: ${chip.label}`}
              onClick={() => onChange(chip.patch)}
            >
              <span className="chip-group">{chip.group}:</span> {chip.label}{" "}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="chip-clear" onClick={() => onChange(CLEARED)}>
        Clear all
      </button>
    </div>
  );
}

/** No results: what was asked, and one click back to everything. */
export function EmptyResults({ chips, onChange }: ActiveFiltersProps) {
  const asked = chips.map((chip) => `${chip.group}: ${chip.label}`).join("; ");
  return (
    <div className="empty-results">
      <p>No datasets match{asked ? ` ${asked}` : ""}.</p>
      <button type="button" onClick={() => onChange(CLEARED)}>
        Clear search and filters
      </button>
    </div>
  );
}
