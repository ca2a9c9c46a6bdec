import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CatalogState } from "../../lib/url-state.ts";
import { UPDATED_OPTIONS } from "./catalog-filters.tsx";

export interface FilterChip {
  readonly key: string;
  readonly group: string;
  readonly label: string;
  readonly patch: Partial<CatalogState>;
}

/** Every active search term and filter as a chip that removes it, in the reader's language. */
export function filterChips(
  i18n: I18n,
  state: CatalogState,
  portalName: (id: string) => string = (id) => id,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.q.trim() !== "")
    chips.push({ key: "q", group: i18n._(msg`Search`), label: state.q.trim(), patch: { q: "" } });
  for (const org of state.orgs) {
    const orgs = state.orgs.filter((item) => item !== org);
    chips.push({
      key: `org:${org}`,
      group: i18n._(msg`Organization`),
      label: org || i18n._(msg`No organization`),
      patch: { orgs },
    });
  }
  for (const cat of state.cats) {
    const cats = state.cats.filter((item) => item !== cat);
    chips.push({
      key: `cat:${cat}`,
      group: i18n._(msg`Category`),
      label: cat || i18n._(msg`No category`),
      patch: { cats },
    });
  }
  for (const portal of state.portals) {
    const portals = state.portals.filter((item) => item !== portal);
    chips.push({
      key: `portal:${portal}`,
      group: i18n._(msg`Portal`),
      label: portalName(portal),
      patch: { portals },
    });
  }
  if (state.changes !== "") {
    const label = i18n._(CHANGE_LABELS[state.changes]);
    const group = i18n._(msg`Since your last visit`);
    chips.push({ key: "changes", group, label, patch: { changes: "" } });
  }
  if (state.updatedWithin !== "") {
    const option = UPDATED_OPTIONS.find((candidate) => candidate.value === state.updatedWithin);
    const label = option ? i18n._(option.label) : "";
    const group = i18n._(msg`Updated within`);
    chips.push({ key: "updated", group, label, patch: { updatedWithin: "" } });
  }
  for (const format of state.formats) {
    const formats = state.formats.filter((item) => item !== format);
    chips.push({
      key: `format:${format}`,
      group: i18n._(msg`Format`),
      label: format || i18n._(msg`none given`),
      patch: { formats },
    });
  }
  if (state.files === "none") {
    const group = i18n._(msg`Files`);
    chips.push({ key: "files", group, label: i18n._(msg`none`), patch: { files: "" } });
  }
  if (state.described === "none") {
    const group = i18n._(msg`Description`);
    chips.push({ key: "described", group, label: i18n._(msg`none`), patch: { described: "" } });
  }
  return chips;
}

const CHANGE_LABELS = {
  new: msg`new`,
  changed: msg`changed`,
  any: msg`new or changed`,
} as const;

const CLEARED: Partial<CatalogState> = {
  changes: "",
  q: "",
  orgs: [],
  cats: [],
  portals: [],
  updatedWithin: "",
  described: "",
  formats: [],
  files: "",
};

interface ActiveFiltersProps {
  chips: readonly FilterChip[];
  onChange: (patch: Partial<CatalogState>) => void;
}

export function ActiveFilters({ chips, onChange }: ActiveFiltersProps) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-label={t`Remove ${chip.group}: ${chip.label}`}
              onClick={() => onChange(chip.patch)}
            >
              <span className="chip-group">{chip.group}:</span> {chip.label}{" "}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="chip-clear" onClick={() => onChange(CLEARED)}>
        <Trans>Clear all</Trans>
      </button>
    </div>
  );
}

// Examples of what search folds together; placeholders, so no catalog transliterates them.
const plainQuery = "cistoca";
const accentedName = "Čistoća";
const latinQuery = "Beograd";
const cyrillicName = "Београд";

/** No results: what was asked, how to ask better, and one click back to everything. */
export function EmptyResults({ chips, onChange }: ActiveFiltersProps) {
  const { t } = useLingui();
  const asked = chips.map((chip) => t`${chip.group}: ${chip.label}`).join("; ");
  return (
    <div className="empty-results">
      <p>{asked ? <Trans>No datasets match {asked}.</Trans> : <Trans>No datasets match.</Trans>}</p>
      <p className="muted">
        <Trans>
          Try fewer or shorter words, another spelling, or fewer filters. Search already ignores
          case, accents and script: “{plainQuery}” finds “{accentedName}” and “{latinQuery}” finds “
          {cyrillicName}”.
        </Trans>
      </p>
      <button type="button" onClick={() => onChange(CLEARED)}>
        <Trans>Clear search and filters</Trans>
      </button>
    </div>
  );
}
