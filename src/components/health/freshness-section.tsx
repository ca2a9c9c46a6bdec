import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import type { ListHealth } from "../../catalog/health.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { HealthFigure, HealthFigures } from "./health-figure.tsx";
import type { HealthLinks } from "./health-links.ts";
import { HealthChart } from "./lazy-health-chart.tsx";

interface FreshnessSectionProps {
  readonly figures: ListHealth;
  readonly links: HealthLinks;
  /** A list still arriving: its figures change with every piece, and the chart waits for the end. */
  readonly arriving: boolean;
  readonly headingId: string;
}

/** How fresh the catalog is: the last 12 months, older, undated, the oldest, and by year. */
export function FreshnessSection({ figures, links, arriving, headingId }: FreshnessSectionProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { catalogOf, datasetOf } = links;
  const total = figures.total;
  const recentShare = format.percent(total === 0 ? 0 : figures.recent / total);
  const recent = format.count(figures.recent);
  const totalText = format.count(total);
  const years = figures.years;
  const yearSummary =
    years.length === 0
      ? t`No dataset has a date of its last update.`
      : t`Datasets by the year of their last update: ${format.list(
          years.map((year) => `${year.year}: ${format.count(year.count)}`),
        )}.`;
  return (
    <section aria-labelledby={headingId} className="health-section">
      <h2 id={headingId}>
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
          value={format.count(figures.stale)}
          label={<Trans>updated more than 12 months ago</Trans>}
          href={catalogOf({ updatedWithin: "over-12m" })}
          note={<Trans>Datasets whose last update is dated more than 365 days ago.</Trans>}
        />
        <HealthFigure
          value={format.count(figures.unknown)}
          label={<Trans>date unknown</Trans>}
          href={figures.unknown > 0 ? catalogOf({ updatedWithin: "unknown" }) : null}
          note={
            <Trans>
              Datasets whose date of update the portal never set (missing, empty or the zero date):
              counted apart, neither fresh nor stale.
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
      {arriving ? (
        <p>{yearSummary}</p>
      ) : (
        <HealthChart
          bars={years.map((year) => ({ label: String(year.year), value: year.count }))}
          yLabel={t`Datasets`}
          summary={yearSummary}
        />
      )}
    </section>
  );
}
