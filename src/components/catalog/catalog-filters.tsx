import { useState } from "react";
import type { FacetValue } from "../../lib/search/catalog-index.ts";
import type { UpdatedWithin } from "../../lib/search/catalog-query.ts";
import { FacetGroup } from "./facet-group.tsx";

export const UPDATED_OPTIONS: readonly { value: UpdatedWithin; label: string }[] = [
  { value: "", label: "Any time" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "12m", label: "12 months" },
];

interface CatalogFiltersProps {
  /** Across portals only: the Portal group, before the others. */
  portals?: { values: readonly FacetValue[]; counts: Int32Array; selected: readonly string[] };
  organizations: readonly FacetValue[];
  categories: readonly FacetValue[];
  orgCounts: Int32Array;
  catCounts: Int32Array;
  orgs: readonly string[];
  cats: readonly string[];
  updatedWithin: UpdatedWithin;
  activeCount: number;
  onChange: (patch: {
    orgs?: string[];
    cats?: string[];
    portals?: string[];
    updatedWithin?: UpdatedWithin;
  }) => void;
}

function toggled(list: readonly string[], key: string): string[] {
  return list.includes(key) ? list.filter((item) => item !== key) : [...list, key];
}

/** Filters beside the results; on a narrow screen they fold behind a Filters button. */
export function CatalogFilters(props: CatalogFiltersProps) {
  const [open, setOpen] = useState(false);
  const { orgs, cats, updatedWithin, onChange, portals } = props;
  return (
    <div className="catalog-filters">
      <button
        type="button"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls="catalog-filter-panel"
        onClick={() => setOpen(!open)}
      >
        Filters{props.activeCount > 0 ? ` (${props.activeCount} active)` : ""}
      </button>
      <section
        id="catalog-filter-panel"
        aria-label="Filters"
        className={open ? "filters-panel is-open" : "filters-panel"}
      >
        {portals ? (
          <FacetGroup
            label="Portal"
            values={portals.values}
            counts={portals.counts}
            selected={portals.selected}
            onToggle={(key) => onChange({ portals: toggled(portals.selected, key) })}
          />
        ) : null}
        <FacetGroup
          label="Organization"
          values={props.organizations}
          counts={props.orgCounts}
          selected={orgs}
          onToggle={(key) => onChange({ orgs: toggled(orgs, key) })}
        />
        <FacetGroup
          label="Category"
          values={props.categories}
          counts={props.catCounts}
          selected={cats}
          onToggle={(key) => onChange({ cats: toggled(cats, key) })}
        />
        <fieldset className="facet">
          <legend>Updated within</legend>
          <ul className="facet-values">
            {UPDATED_OPTIONS.map((option) => (
              <li key={option.value}>
                <label>
                  <input
                    type="radio"
                    name="updated-within"
                    value={option.value}
                    checked={updatedWithin === option.value}
                    onChange={() => onChange({ updatedWithin: option.value })}
                  />{" "}
                  {option.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </section>
    </div>
  );
}
