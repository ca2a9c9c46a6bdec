import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { LINK_TIMEOUT_MS } from "../../api/link-check.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { BrokenLink, LinkReport, SkippedLinks } from "../../queries/health/link-report.ts";
import { HealthFigure, HealthFigures } from "./health-figure.tsx";
import { HealthTable } from "./health-table.tsx";
import type { HealthWork } from "./health-work.ts";
import { WorkNotes, WorkProgress } from "./work-progress.tsx";

interface LinkPanelProps {
  readonly report: LinkReport | null;
  readonly work: HealthWork;
  readonly datasetOf: (portal: string, slug: string) => string | null;
  readonly portalName: (id: string) => string;
  readonly across: boolean;
}

/** Every file's link checked on request: the broken ones, and those that could not be checked. */
export function LinkPanel({ report, work, datasetOf, portalName, across }: LinkPanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const running = work.phase !== "idle";
  const seconds = format.number(LINK_TIMEOUT_MS / 1000, 0);
  const problemOf = (link: BrokenLink) =>
    link.problem === "status" && link.status !== null
      ? t`HTTP status ${link.status}`
      : link.problem === "timeout"
        ? t`no answer within ${seconds} s`
        : t`no answer (the connection failed)`;
  const reasonOf = (skipped: SkippedLinks) => {
    const host = skipped.host;
    if (skipped.reason === "no-link") return t`the file gives no address to follow`;
    if (skipped.reason === "silent-host")
      return t`on ${host}, which did not answer the first of its links within ${seconds} s`;
    return t`on ${host}, which does not let this page read its answers (or could not be reached)`;
  };
  return (
    <section aria-labelledby="health-links" className="health-section">
      <h2 id="health-links">
        <Trans>Links</Trans>
      </h2>
      <p>
        <Trans>
          Check links asks each file's host whether the file is there (HEAD, or a request for its
          first byte where HEAD is refused), through the portal's proxy, at most 4 at a time; no
          file is downloaded. A file on another host is checked only where that host lets this page
          read its answer.
        </Trans>
      </p>
      {report ? (
        <p>
          <Trans>
            Last checked on {format.dateTime(report.at)}. Check links again to see how they are now.
          </Trans>
        </p>
      ) : null}
      <button type="button" disabled={running} onClick={work.checkLinks}>
        <Trans>Check links</Trans>
      </button>
      {running && work.asked === "links" ? <WorkProgress work={work} /> : null}
      {work.asked === "links" ? <WorkNotes work={work} /> : null}
      {report ? (
        <>
          {report.complete ? null : (
            <p>
              <Trans>
                That check was stopped: it counts the {format.count(report.checked)} links answered
                of {format.count(report.total)}.
              </Trans>
            </p>
          )}
          <HealthFigures label={t`Links`}>
            <HealthFigure
              value={format.count(report.ok)}
              label={<Trans>working</Trans>}
              note={
                <Trans>
                  Links that answered with success (2xx, after any redirects), of{" "}
                  {format.count(report.total)} files.
                </Trans>
              }
            />
            <HealthFigure
              value={format.count(report.broken.length)}
              label={<Trans>broken</Trans>}
              note={
                <Trans>
                  Links that answered with an error status (4xx, 5xx), failed, or did not answer
                  within {seconds} s: listed below.
                </Trans>
              }
            />
            <HealthFigure
              value={format.count(report.skipped.reduce((sum, skipped) => sum + skipped.count, 0))}
              label={<Trans>not checked</Trans>}
              note={<Trans>Links this page could not ask about, with the reason below.</Trans>}
            />
          </HealthFigures>
          {report.skipped.length > 0 ? (
            <>
              <h3>
                <Trans>Not checked</Trans>
              </h3>
              <ul className="health-skipped">
                {report.skipped.map((skipped) => (
                  <li key={`${skipped.reason} ${skipped.host}`}>
                    <Plural value={skipped.count} one="# link" other="# links" />:{" "}
                    {reasonOf(skipped)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {report.broken.length > 0 ? (
            <HealthTable<BrokenLink>
              caption={t`Broken links`}
              fileName="health-broken-links"
              rows={report.broken}
              rowKey={(link) => `${link.portal} ${link.slug} ${link.file} ${link.href}`}
              columns={[
                {
                  header: t`Dataset`,
                  cell: (link) => {
                    const href = datasetOf(link.portal, link.slug);
                    return href ? <Link to={href}>{link.dataset}</Link> : link.dataset;
                  },
                  csv: (link) => link.dataset,
                },
                ...(across
                  ? [
                      {
                        header: t`Portal`,
                        cell: (link: BrokenLink) => portalName(link.portal),
                        csv: (link: BrokenLink) => portalName(link.portal),
                      },
                    ]
                  : []),
                { header: t`File`, cell: (link) => link.file, csv: (link) => link.file },
                { header: t`Problem`, cell: problemOf, csv: problemOf },
                {
                  header: t`Address`,
                  cell: (link) =>
                    link.href ? (
                      <a href={link.href} className="health-address">
                        {link.href}
                      </a>
                    ) : (
                      "—"
                    ),
                  csv: (link) => link.href,
                },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
