import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useFormat } from "../../i18n/use-format.ts";
import { type FormatCount, filesWithStars } from "../../queries/health/file-health.ts";
import type { KeptFiles } from "../../queries/health/health-store.ts";
import { HealthFigure, HealthFigures } from "./health-figure.tsx";
import type { HealthLinks } from "./health-links.ts";
import { HealthTable } from "./health-table.tsx";
import type { HealthWork } from "./health-work.ts";
import { HealthChart } from "./lazy-health-chart.tsx";
import { WorkNotes, WorkProgress } from "./work-progress.tsx";

interface FilePanelProps {
  readonly kept: KeptFiles | null;
  readonly work: HealthWork;
  readonly links: HealthLinks;
  readonly headingId: string;
  /** The datasets a reading asks for: one request each. */
  readonly catalogSize: number;
}

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

/** Formats and openness, and what files lack: from every dataset's page, read when asked. */
export function FilePanel(props: FilePanelProps) {
  const { kept, work, links, headingId, catalogSize } = props;
  const { catalogOf, datasetOf } = links;
  const { t } = useLingui();
  const format = useFormat();
  const running = work.phase !== "idle";
  const health = kept?.health ?? null;
  const requests = format.count(catalogSize);
  const datasetsRead = format.count(kept?.health.datasets ?? 0);
  const datasetsAsked = format.count(kept?.of ?? 0);
  const share = (part: number) =>
    format.percent(health && health.files > 0 ? part / health.files : 0);
  const starWords = (stars: number) =>
    stars === 0
      ? t`not told by the format`
      : t`${plural(stars, { one: "# star", other: "# stars" })}`;
  return (
    <section aria-labelledby={headingId} className="health-section">
      <h2 id={headingId}>
        <Trans>Files: formats and openness</Trans>
      </h2>
      <p>
        <Trans>
          Each file's format, and its stars on Tim Berners-Lee's scale as far as the format tells:
          PDF, text documents (DOC, DOCX, ODT, RTF) and pictures 1; Excel spreadsheets (XLS, XLSX)
          2; open structured formats (CSV, TSV, JSON, XML, GeoJSON, KML, ODS) 3; linked data (RDF,
          Turtle, JSON-LD, N-Triples, N3) 4. Counting them reads every dataset's own page:{" "}
          {requests} requests to the portal, at most 4 at a time.
        </Trans>
      </p>
      {kept ? (
        <p>
          <Trans>Files read on {format.dateTime(kept.at)}.</Trans>
        </p>
      ) : null}
      {kept && !kept.complete ? (
        <p>
          <Trans>
            That reading was stopped: its figures count the files of the {datasetsRead} datasets
            read of {datasetsAsked}.
          </Trans>
        </p>
      ) : null}
      <button type="button" disabled={running} onClick={work.readFiles}>
        {kept ? (
          <Trans>Read every dataset's files again</Trans>
        ) : (
          <Trans>Read every dataset's files</Trans>
        )}
      </button>
      {running && work.asked === "files" ? <WorkProgress work={work} /> : null}
      {work.asked !== "links" ? <WorkNotes work={work} /> : null}
      {health ? (
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
              note={
                <Trans>
                  The share of files in a format a program can read: two stars and more.
                </Trans>
              }
            />
            <HealthFigure
              value={share(filesWithStars(health, 3))}
              label={<Trans>in an open structured format</Trans>}
              note={
                <Trans>
                  The share of files with three stars or more: open structured formats and linked
                  data.
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
                cell: (row) =>
                  row.format ? (
                    <Link to={catalogOf({ formats: [row.format] })}>{row.format}</Link>
                  ) : (
                    <Trans>none given</Trans>
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
      ) : null}
    </section>
  );
}
