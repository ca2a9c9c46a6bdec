import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useFormat } from "../../i18n/use-format.ts";
import {
  type FileHealth,
  type FormatCount,
  filesWithStars,
  formatsWithStars,
  type Stars,
} from "../../queries/health/file-health.ts";
import { HealthFigure, HealthFigures } from "./health-figure.tsx";
import type { HealthLinks } from "./health-links.ts";
import { HealthTable } from "./health-table.tsx";
import { HealthChart } from "./lazy-health-chart.tsx";

/** "★★★", the stars a format earns, with the count said in words for assistive technology. */
function StarsText({ stars }: { stars: number | null }) {
  if (stars === null)
    return (
      <span className="muted">
        <Trans>not told by the format</Trans>
      </span>
    );
  return (
    <span className="health-stars">
      <span aria-hidden="true">{"★".repeat(stars)}</span>
      <span className="visually-hidden">
        <Plural value={stars} one="# star" other="# stars" />
      </span>
    </span>
  );
}

/** What every dataset's files came to: the files, their formats and stars, datasets with none. */
export function FileFigures({ health, links }: { health: FileHealth; links: HealthLinks }) {
  const { catalogOf, datasetOf } = links;
  const { t } = useLingui();
  const format = useFormat();
  const share = (part: number) => format.percent(health.files > 0 ? part / health.files : 0);
  /** The catalog's datasets with a file of `least` stars or more, when there are such files. */
  const formatsHref = (least: Stars) => {
    const formats = formatsWithStars(health.formats, least);
    return formats.length > 0 ? catalogOf({ formats }) : null;
  };
  const starWords = (stars: number) =>
    stars === 0
      ? t`not told by the format`
      : t`${plural(stars, { one: "# star", other: "# stars" })}`;
  return (
    <>
      <HealthFigures label={t`Files`}>
        <HealthFigure
          value={format.count(health.files)}
          label={<Trans>files</Trans>}
          note={
            <Trans>
              Files and pages to download listed by {format.count(health.datasets)} datasets;
              attached APIs ({format.count(health.apis)}) are not counted as files.
            </Trans>
          }
        />
        <HealthFigure
          value={share(filesWithStars(health, 2))}
          label={<Trans>machine-readable</Trans>}
          href={formatsHref(2)}
          note={
            <Trans>
              The share of files in a format a program can read: two stars and more. It opens the
              datasets with at least one such file.
            </Trans>
          }
        />
        <HealthFigure
          value={share(filesWithStars(health, 3))}
          label={<Trans>in an open structured format</Trans>}
          href={formatsHref(3)}
          note={
            <Trans>
              The share of files with three stars or more: open structured formats and linked data.
              It opens the datasets with at least one such file.
            </Trans>
          }
        />
      </HealthFigures>
      <HealthTable<FormatCount>
        caption={t`Files by format`}
        fileName="health-formats"
        rows={health.formats}
        rowKey={(row) => row.format}
        columns={[
          {
            header: t`Format`,
            cell: (row) => (
              <Link to={catalogOf({ formats: [row.format] })}>
                {row.format || <Trans>none given</Trans>}
              </Link>
            ),
            csv: (row) => row.format,
          },
          {
            header: t`Files`,
            numeric: true,
            cell: (row) => format.count(row.files),
            csv: (row) => row.files,
          },
          {
            header: t`Share of files`,
            numeric: true,
            cell: (row) => share(row.files),
            csv: (row) =>
              health.files === 0 ? 0 : Math.round((row.files / health.files) * 1000) / 10,
          },
          {
            header: t`Stars`,
            cell: (row) => <StarsText stars={row.stars} />,
            csv: (row) => row.stars,
          },
        ]}
      />
      <HealthChart
        bars={health.stars.map((files, stars) => ({
          label: stars === 0 ? "?" : "★".repeat(stars),
          value: files,
        }))}
        yLabel={t`Files`}
        summary={t`Files by stars: ${format.list(
          health.stars.map((files, stars) => `${starWords(stars)}: ${format.count(files)}`),
        )}.`}
      />
      {health.noFiles.length > 0 ? (
        <details className="health-no-files">
          <summary>
            <Plural
              value={health.noFiles.length}
              one="# dataset with no files"
              other="# datasets with no files"
            />
          </summary>
          <ul>
            {health.noFiles.map((dataset) => {
              const href = datasetOf(dataset.portal, dataset.slug);
              return (
                <li key={`${dataset.portal} ${dataset.slug}`}>
                  {href ? <Link to={href}>{dataset.name}</Link> : dataset.name}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </>
  );
}
