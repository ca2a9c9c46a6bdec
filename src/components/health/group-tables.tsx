import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import type { HealthGroup, ListHealth } from "../../catalog/health.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { CatalogState } from "../../lib/url-state.ts";
import type { OrgFiles } from "../../queries/health/file-health.ts";
import type { HealthLinks } from "./health-links.ts";
import { type HealthColumn, HealthTable } from "./health-table.tsx";

interface GroupTablesProps {
  readonly figures: ListHealth;
  readonly links: HealthLinks;
  /** Across portals: a table by portal first, each named by `portalName`. */
  readonly across: boolean;
  readonly portalName: (id: string) => string;
  /** Each organization's files, once every dataset's files are read; null before. */
  readonly orgFiles: readonly OrgFiles[] | null;
  readonly baseId: string;
}

/** A share as the CSV holds it: a percentage with one decimal, unformatted. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The catalog by portal (across portals), organization and category, each row's freshness. */
export function GroupTables({
  figures,
  links,
  across,
  portalName,
  orgFiles,
  baseId,
}: GroupTablesProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { catalogOf } = links;
  const total = figures.total;
  const filesOf = new Map((orgFiles ?? []).map((org) => [org.key, org]));
  type Filter = (group: HealthGroup) => Partial<CatalogState>;
  const counted = (count: number, href: string) =>
    count === 0 ? "0" : <Link to={href}>{format.count(count)}</Link>;
  const groupColumns = (
    label: (group: HealthGroup) => string,
    filter: Filter,
    header: string,
  ): HealthColumn<HealthGroup>[] => [
    {
      header,
      cell: (group) => <Link to={catalogOf(filter(group))}>{label(group)}</Link>,
      csv: label,
    },
    {
      header: t`Datasets`,
      numeric: true,
      cell: (group) => format.count(group.count),
      csv: (group) => group.count,
    },
    {
      header: t`Share of the catalog`,
      numeric: true,
      cell: (group) => format.percent(total === 0 ? 0 : group.count / total),
      csv: (group) => percentOf(group.count, total),
    },
  ];
  const freshColumns = (filter: Filter): HealthColumn<HealthGroup>[] => [
    {
      header: t`Updated in the last 12 months`,
      numeric: true,
      cell: (group) => {
        const share = format.percent(group.count === 0 ? 0 : group.recent / group.count);
        return group.recent === 0 ? (
          share
        ) : (
          <Link to={catalogOf({ ...filter(group), updatedWithin: "12m" })}>{share}</Link>
        );
      },
      csv: (group) => percentOf(group.recent, group.count),
    },
    {
      header: t`Updated more than 12 months ago`,
      numeric: true,
      cell: (group) =>
        counted(group.stale, catalogOf({ ...filter(group), updatedWithin: "over-12m" })),
      csv: (group) => group.stale,
    },
    {
      header: t`Date unknown`,
      numeric: true,
      cell: (group) =>
        counted(group.unknown, catalogOf({ ...filter(group), updatedWithin: "unknown" })),
      csv: (group) => group.unknown,
    },
    {
      header: t`Oldest update`,
      cell: (group) => format.date(group.oldest),
      csv: (group) => (group.oldest === null ? "" : new Date(group.oldest).toISOString()),
    },
    {
      header: t`No description`,
      numeric: true,
      cell: (group) =>
        counted(group.noDescription, catalogOf({ ...filter(group), described: "none" })),
      csv: (group) => group.noDescription,
    },
  ];
  const machineColumn: HealthColumn<HealthGroup>[] = orgFiles
    ? [
        {
          header: t`Machine-readable files`,
          numeric: true,
          cell: (group) => {
            const files = filesOf.get(group.key);
            return files && files.files > 0
              ? format.percent(files.machineReadable / files.files)
              : "—";
          },
          csv: (group) => {
            const files = filesOf.get(group.key);
            return files && files.files > 0 ? percentOf(files.machineReadable, files.files) : null;
          },
        },
      ]
    : [];
  const orgFilter: Filter = (group) => ({ orgs: [group.key] });
  const catFilter: Filter = (group) => ({ cats: [group.key] });
  const portalFilter: Filter = (group) => ({ portals: [group.key] });
  const orgLabel = (group: HealthGroup) => group.label || t`No organization`;
  const catLabel = (group: HealthGroup) => group.label || t`No category`;
  const portalLabel = (group: HealthGroup) => portalName(group.key);
  return (
    <>
      {across ? (
        <section aria-labelledby={`${baseId}-portals`} className="health-section">
          <h2 id={`${baseId}-portals`}>
            <Trans>By portal</Trans>
          </h2>
          <p>
            <Trans>
              Each portal's datasets, and how fresh they are. A portal's name opens its datasets in
              the catalog of all portals.
            </Trans>
          </p>
          <HealthTable
            caption={t`Datasets by portal`}
            fileName="health-portals"
            rows={figures.portals}
            rowKey={(group) => group.key}
            columns={[
              ...groupColumns(portalLabel, portalFilter, t`Portal`),
              ...freshColumns(portalFilter),
            ]}
          />
        </section>
      ) : null}

      <section aria-labelledby={`${baseId}-orgs`} className="health-section">
        <h2 id={`${baseId}-orgs`}>
          <Trans>By organization</Trans>
        </h2>
        <p>
          <Trans>
            Each organization's datasets, the share updated in the last 12 months, how many are
            older or undated, and its oldest update. A name or a count opens those datasets in the
            catalog.
          </Trans>{" "}
          {orgFiles ? (
            <Trans>
              Machine-readable files: the share of its files in a format a program can read (two
              stars and more).
            </Trans>
          ) : null}
        </p>
        <HealthTable
          caption={t`Datasets by organization`}
          fileName="health-organizations"
          rows={figures.organizations}
          rowKey={(group) => group.key}
          columns={[
            ...groupColumns(orgLabel, orgFilter, t`Organization`),
            ...freshColumns(orgFilter),
            ...machineColumn,
          ]}
        />
      </section>

      <section aria-labelledby={`${baseId}-cats`} className="health-section">
        <h2 id={`${baseId}-cats`}>
          <Trans>By category</Trans>
        </h2>
        <p>
          <Trans>Each category's datasets, and how fresh they are.</Trans>
        </p>
        <HealthTable
          caption={t`Datasets by category`}
          fileName="health-categories"
          rows={figures.categories}
          rowKey={(group) => group.key}
          columns={[...groupColumns(catLabel, catFilter, t`Category`), ...freshColumns(catFilter)]}
        />
      </section>
    </>
  );
}
