import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type QueryClient,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Link, type LoaderFunctionArgs } from "react-router-dom";
import type { Portal } from "../api/portal.ts";
import type { HealthGroup, ListHealth } from "../catalog/health.ts";
import type { CatalogHandle } from "../catalog/types.ts";
import { FilePanel } from "../components/health/file-panel.tsx";
import { HealthFigure, HealthFigures } from "../components/health/health-figure.tsx";
import { type HealthColumn, HealthTable } from "../components/health/health-table.tsx";
import { HealthChart } from "../components/health/lazy-health-chart.tsx";
import { LinkPanel } from "../components/health/link-panel.tsx";
import { useFormat } from "../i18n/use-format.ts";
import { paths } from "../lib/app-paths.ts";
import { type CatalogState, catalogStateToParams, EMPTY_FILTERS } from "../lib/url-state.ts";
import { type AppPortal, type Portals, portalOf } from "../portals/portals.ts";
import { usePortal, usePortals } from "../portals/portals-context.tsx";
import { catalogNow, catalogQueries, versionsOf } from "../queries/catalog-queries.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";
import type { OrgFiles } from "../queries/health/file-health.ts";
import { healthQueries } from "../queries/health-queries.ts";
import { useHealthWork } from "./use-health-work.ts";
import "../components/health/health.css";

/** One portal's health: its list first (the engine works the figures out), kept work beside it. */
export function healthLoader(queryClient: QueryClient, portals: Portals) {
  return ({ params }: LoaderFunctionArgs) => {
    const portal = portalOf(portals, params.portal);
    if (!portal) throw new Response("Portal not found", { status: 404 });
    queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    queryClient.query(healthQueries.kept(portal.id)).catch(() => undefined);
    return null;
  };
}

/** Across portals: every portal's list, each counted as it arrives. */
export function allHealthLoader(queryClient: QueryClient, portals: Portals) {
  return () => {
    for (const portal of portals.list) {
      queryClient.query(datasetQueries.list(portal)).catch(() => undefined);
    }
    queryClient.query(healthQueries.kept("all")).catch(() => undefined);
    return null;
  };
}

/** `/p/<id>/health`: one portal's health. */
export function HealthPage() {
  const portal = usePortal();
  const { t } = useLingui();
  const list = useSuspenseQuery(datasetQueries.list(portal));
  const scope = useMemo(() => [portal], [portal]);
  const name = portal.name;
  return (
    <HealthView
      title={t`Portal health: ${name}`}
      scope={scope}
      scopeKey={portal.id}
      handles={[list.data]}
      across={false}
      waiting={0}
      catalogOf={(state) => catalogHref(paths.catalog(portal), state)}
      datasetOf={(_portal, slug) => paths.dataset(portal, slug)}
    />
  );
}

/** `/all/health`: every portal's health, side by side and together. */
export function AllHealthPage() {
  const portals = usePortals();
  const { t } = useLingui();
  const results = useQueries({ queries: portals.list.map((p) => datasetQueries.list(p)) });
  const handles = results.map((result) => result.data);
  const answered = new Set(
    handles.flatMap((handle) => (handle && !handle.arriving ? [handle.portal] : [])),
  );
  const scope = portals.list.filter((portal) => answered.has(portal.id));
  const scopeIds = scope.map((portal) => portal.id).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same portals are the same scope
  const stableScope = useMemo(() => scope, [scopeIds]);
  const waiting = portals.list.length - answered.size;
  return (
    <HealthView
      title={t`Portal health: all portals`}
      scope={stableScope}
      scopeKey="all"
      handles={handles.filter((handle) => handle !== undefined && !handle.arriving)}
      across
      waiting={waiting}
      catalogOf={(state) => catalogHref(paths.allPortals(), state)}
      datasetOf={(id, slug) => {
        const portal = portals.byId(id);
        return portal ? paths.dataset(portal, slug) : null;
      }}
    />
  );
}

function catalogHref(base: string, state: Partial<CatalogState>): string {
  const query = catalogStateToParams({ ...EMPTY_FILTERS, sort: "", ...state }).toString();
  return query ? `${base}?${query}` : base;
}

interface HealthViewProps {
  readonly title: string;
  readonly scope: readonly AppPortal[];
  readonly scopeKey: string;
  readonly handles: readonly (CatalogHandle | undefined)[];
  readonly across: boolean;
  /** Portals whose list has not come yet (across portals). */
  readonly waiting: number;
  /** The catalog (of this portal, or across portals) with these filters. */
  readonly catalogOf: (state: Partial<CatalogState>) => string;
  readonly datasetOf: (portal: string, slug: string) => string | null;
}

function HealthView(props: HealthViewProps) {
  const { title, scope, scopeKey, handles, across, waiting, catalogOf, datasetOf } = props;
  const { t } = useLingui();
  const format = useFormat();
  const client = useQueryClient();
  const now = catalogNow();
  const versions = versionsOf(handles);
  const health = useQuery(catalogQueries.health(scope, versions, across, now));
  const kept = useQuery(healthQueries.kept(scopeKey));
  const work = useHealthWork(client, scope as readonly Portal[], across, scopeKey);
  const arriving = handles.some((handle) => handle?.arriving);
  const figures = health.data ?? null;
  const files = kept.data?.files ?? null;
  return (
    <article className="page health-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p className="health-intro">
        <Trans>
          The figures below are worked out in this browser from the catalog the portal lists. The
          files' formats, what their metadata lacks and whether their links work need every
          dataset's own page: read them when you ask.
        </Trans>
      </p>
      {waiting > 0 ? (
        <p role="status" aria-busy="true">
          <Plural
            value={waiting}
            one="# portal has not answered yet; its datasets are not counted."
            other="# portals have not answered yet; their datasets are not counted."
          />
        </p>
      ) : null}
      {arriving ? (
        <p role="status">
          <Trans>The list is still arriving: these figures count the datasets read so far.</Trans>
        </p>
      ) : null}
      {figures === null ? (
        <p role="status" aria-busy={health.isFetching || waiting > 0}>
          {health.isFetching || waiting > 0 ? (
            <Trans>Working out the figures…</Trans>
          ) : (
            <Trans>No catalog to count yet.</Trans>
          )}
        </p>
      ) : (
        <ListFigures
          figures={figures}
          across={across}
          scope={scope}
          catalogOf={catalogOf}
          datasetOf={datasetOf}
          arriving={arriving}
          orgFiles={files?.health.organizations ?? null}
          fileTotals={
            files
              ? {
                  noFiles: files.health.noFiles.length,
                  noSize: files.health.noSize,
                  noFormat: files.health.noFormat,
                  files: files.health.files,
                  datasets: files.health.datasets,
                }
              : null
          }
          formatOf={format}
        />
      )}
      <FilePanel
        kept={files}
        work={work}
        datasetOf={datasetOf}
        headingId="health-files"
        catalogSize={figures?.total ?? 0}
        formatHref={(format) => catalogOf({ formats: [format] })}
        chart={(bars, yLabel, summary) => (
          <HealthChart bars={bars} yLabel={yLabel} summary={summary} />
        )}
      />
      <LinkPanel
        report={kept.data?.links ?? null}
        work={work}
        datasetOf={datasetOf}
        portalName={(id) => scope.find((portal) => portal.id === id)?.name ?? id}
        across={across}
      />
      <p>
        <Link to={catalogOf({})}>
          <Trans>Back to the catalog</Trans>
        </Link>
      </p>
      <span className="visually-hidden">{t`Figures as of ${format.dateTime(now)}`}</span>
    </article>
  );
}

interface ListFiguresProps {
  readonly figures: ListHealth;
  /** A list still arriving: its figures change with every piece, and the chart waits for the end. */
  readonly arriving: boolean;
  readonly across: boolean;
  readonly scope: readonly AppPortal[];
  readonly catalogOf: (state: Partial<CatalogState>) => string;
  readonly datasetOf: (portal: string, slug: string) => string | null;
  readonly orgFiles: readonly OrgFiles[] | null;
  readonly fileTotals: {
    noFiles: number;
    noSize: number;
    noFormat: number;
    files: number;
    datasets: number;
  } | null;
  readonly formatOf: ReturnType<typeof useFormat>;
}

function ListFigures(props: ListFiguresProps) {
  const { figures, across, scope, catalogOf, datasetOf, orgFiles, fileTotals } = props;
  const format = props.formatOf;
  const { t } = useLingui();
  const baseId = useId();
  const total = figures.total;
  const share = (part: number) => format.percent(total === 0 ? 0 : part / total);
  const recentShare = share(figures.recent);
  const recent = format.count(figures.recent);
  const stale = format.count(figures.stale);
  const unknown = format.count(figures.unknown);
  const totalText = format.count(total);
  const noDescription = format.count(figures.noDescription);
  const orgLabel = (group: HealthGroup) => group.label || t`No organization`;
  const catLabel = (group: HealthGroup) => group.label || t`No category`;
  const filesOf = new Map((orgFiles ?? []).map((org) => [org.key, org]));
  const years = figures.years;
  const yearSummary =
    years.length === 0
      ? t`No dataset has a date of its last update.`
      : t`Datasets by the year of their last update: ${format.list(
          years.map((year) => `${year.year}: ${format.count(year.count)}`),
        )}.`;
  const groupColumns = (
    label: (group: HealthGroup) => string,
    filter: (group: HealthGroup) => Partial<CatalogState>,
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
      cell: (group) => share(group.count),
      csv: (group) => (total === 0 ? 0 : Math.round((group.count / total) * 1000) / 10),
    },
  ];
  const freshColumns = (
    filter: (group: HealthGroup) => Partial<CatalogState>,
  ): HealthColumn<HealthGroup>[] => [
    {
      header: t`Updated in the last 12 months`,
      numeric: true,
      cell: (group) => format.percent(group.count === 0 ? 0 : group.recent / group.count),
      csv: (group) => Math.round((group.recent / Math.max(1, group.count)) * 1000) / 10,
    },
    {
      header: t`Updated more than 12 months ago`,
      numeric: true,
      cell: (group) =>
        group.stale === 0 ? (
          "0"
        ) : (
          <Link to={catalogOf({ ...filter(group), updatedWithin: "over-12m" })}>
            {format.count(group.stale)}
          </Link>
        ),
      csv: (group) => group.stale,
    },
    {
      header: t`Date unknown`,
      numeric: true,
      cell: (group) =>
        group.unknown === 0 ? (
          "0"
        ) : (
          <Link to={catalogOf({ ...filter(group), updatedWithin: "unknown" })}>
            {format.count(group.unknown)}
          </Link>
        ),
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
        group.noDescription === 0 ? (
          "0"
        ) : (
          <Link to={catalogOf({ ...filter(group), described: "none" })}>
            {format.count(group.noDescription)}
          </Link>
        ),
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
            return files && files.files > 0
              ? Math.round((files.machineReadable / files.files) * 1000) / 10
              : null;
          },
        },
      ]
    : [];
  const orgFilter = (group: HealthGroup) => ({ orgs: [group.key] });
  const catFilter = (group: HealthGroup) => ({ cats: [group.key] });
  const portalFilter = (group: HealthGroup) => ({ portals: [group.key] });
  const portalName = (group: HealthGroup) =>
    scope.find((portal) => portal.id === group.key)?.name ?? group.key;
  return (
    <>
      <section aria-labelledby={`${baseId}-fresh`} className="health-section">
        <h2 id={`${baseId}-fresh`}>
          <Trans>Freshness</Trans>
        </h2>
        <HealthFigures label={t`Freshness`}>
          <HealthFigure
            value={recentShare}
            label={<Trans>updated in the last 12 months</Trans>}
            href={catalogOf({ updatedWithin: "12m" })}
            note={
              <Trans>
                {recent} of {totalText} datasets were updated in the 365 days before today, by the
                date of their last update in the catalog.
              </Trans>
            }
          />
          <HealthFigure
            value={stale}
            label={<Trans>updated more than 12 months ago</Trans>}
            href={catalogOf({ updatedWithin: "over-12m" })}
            note={<Trans>Datasets whose last update is dated more than 365 days ago.</Trans>}
          />
          <HealthFigure
            value={unknown}
            label={<Trans>date unknown</Trans>}
            href={figures.unknown > 0 ? catalogOf({ updatedWithin: "unknown" }) : null}
            note={
              <Trans>
                Datasets whose date of update the portal never set (missing, empty or the zero
                date): counted apart, neither fresh nor stale.
              </Trans>
            }
          />
        </HealthFigures>
        {figures.oldest.length > 0 ? (
          <>
            <h3>
              <Trans>Updated longest ago</Trans>
            </h3>
            <ol className="health-oldest">
              {figures.oldest.map((old) => {
                const href = datasetOf(old.portal, old.slug);
                const date = format.date(old.updated);
                return (
                  <li key={`${old.portal} ${old.slug}`}>
                    {href ? <Link to={href}>{old.name}</Link> : old.name}{" "}
                    <span className="muted">
                      <Trans>last updated {date}</Trans>
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        ) : null}
        {props.arriving ? (
          <p>{yearSummary}</p>
        ) : (
          <HealthChart
            bars={years.map((year) => ({ label: String(year.year), value: year.count }))}
            yLabel={t`Datasets`}
            summary={yearSummary}
          />
        )}
      </section>

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
              ...groupColumns(portalName, portalFilter, t`Portal`),
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

      <section aria-labelledby={`${baseId}-meta`} className="health-section">
        <h2 id={`${baseId}-meta`}>
          <Trans>Metadata completeness</Trans>
        </h2>
        <HealthFigures label={t`Metadata completeness`}>
          <HealthFigure
            value={noDescription}
            label={<Trans>with no description</Trans>}
            href={figures.noDescription > 0 ? catalogOf({ described: "none" }) : null}
            note={
              <Trans>
                Datasets whose description is empty, or only spaces and markup with no text.
              </Trans>
            }
          />
          <HealthFigure
            value={unknown}
            label={<Trans>with an unknown date</Trans>}
            href={figures.unknown > 0 ? catalogOf({ updatedWithin: "unknown" }) : null}
            note={<Trans>Datasets whose date of update the portal never set.</Trans>}
          />
          {fileTotals ? (
            <>
              <HealthFigure
                value={format.count(fileTotals.noFiles)}
                label={<Trans>with no files</Trans>}
                note={
                  <Trans>
                    Datasets whose page lists no file to download (an attached API alone counts as
                    none); they are named under Files.
                  </Trans>
                }
              />
              <HealthFigure
                value={format.count(fileTotals.noSize)}
                label={<Trans>files with no size</Trans>}
                note={
                  <Trans>
                    Files whose size the portal does not give, or gives in a form that cannot be
                    read as one.
                  </Trans>
                }
              />
              <HealthFigure
                value={format.count(fileTotals.noFormat)}
                label={<Trans>files with no format</Trans>}
                note={
                  <Trans>
                    Files whose format neither the portal nor the file's name says (a file named
                    data.csv is a CSV file whatever the portal wrote).
                  </Trans>
                }
              />
            </>
          ) : (
            <li className="health-figure-pending">
              <Trans>
                Datasets with no files, and files with no size or format, are counted once every
                dataset's files are read (below).
              </Trans>
            </li>
          )}
        </HealthFigures>
      </section>
    </>
  );
}
