import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useState } from "react";
import type {
  DescribedFilter,
  FacetValue,
  FilesFilter,
  UpdatedWithin,
} from "../../lib/url-state.ts";
import { FacetGroup } from "./facet-group.tsx";
import { FileFilters } from "./file-filters.tsx";

export const UPDATED_OPTIONS: readonly { value: UpdatedWithin; label: MessageDescriptor }[] = [
  { value: "", label: msg`Any time` },
  { value: "7d", label: msg`7 days` },
  { value: "30d", label: msg`30 days` },
  { value: "12m", label: msg`12 months` },
  { value: "over-12m", label: msg`More than 12 months ago` },
  { value: "unknown", label: msg`Date unknown` },
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
  /** The formats the engine knows these portals' files in (see FileFilters). */
  knownFormats: readonly string[];
  formats: readonly string[];
  files: FilesFilter;
  described: DescribedFilter;
  healthHref: string;
  activeCount: number;
  onChange: (patch: {
    orgs?: string[];
    cats?: string[];
    portals?: string[];
    updatedWithin?: UpdatedWithin;
    formats?: string[];
    files?: FilesFilter;
    described?: DescribedFilter;
  }) => void;
}

function toggled(list: readonly string[], key: string): string[] {
  return list.includes(key) ? list.filter((item) => item !== key) : [...list, key];
}

/**
 * Filters beside the results; on a narrow screen they fold behind a Filters button. Memoized: a
 * keystroke that leaves the counts as they were (they follow the results a moment later) does
 * not render them.
 */
export const CatalogFilters = memo(function CatalogFilters(props: CatalogFiltersProps) {
  const [open, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  const { orgs, cats, updatedWithin, onChange, portals, activeCount } = props;
  return (
    <div className="catalog-filters">
      <button
        type="button"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls="catalog-filter-panel"
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0 ? <Trans>Filters ({activeCount} active)</Trans> : <Trans>Filters</Trans>}
      </button>
      <section
        id="catalog-filter-panel"
        aria-label={t`Filters`}
        className={open ? "filters-panel is-open" : "filters-panel"}
      >
        {portals ? (
          <FacetGroup
            label={t`Portal`}
            findLabel={t`Find portal`}
            noMatches={t`No portal matches`}
            values={portals.values}
            counts={portals.counts}
            selected={portals.selected}
            onToggle={(key) => onChange({ portals: toggled(portals.selected, key) })}
          />
        ) : null}
        <FacetGroup
          label={t`Organization`}
          findLabel={t`Find organization`}
          noMatches={t`No organization matches`}
          values={props.organizations}
          counts={props.orgCounts}
          selected={orgs}
          onToggle={(key) => onChange({ orgs: toggled(orgs, key) })}
        />
        <FacetGroup
          label={t`Category`}
          findLabel={t`Find category`}
          noMatches={t`No category matches`}
          values={props.categories}
          counts={props.catCounts}
          selected={cats}
          onToggle={(key) => onChange({ cats: toggled(cats, key) })}
        />
        <fieldset className="facet">
          <legend>
            <Trans>Updated within</Trans>
          </legend>
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
                  {i18n._(option.label)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FileFilters
          knownFormats={props.knownFormats}
          formats={props.formats}
          files={props.files}
          described={props.described}
          healthHref={props.healthHref}
          onChange={onChange}
        />
      </section>
    </div>
  );
});
