import { Trans } from "@lingui/react/macro";
import { useFormat } from "../../i18n/use-format.ts";
import type { KeptFiles } from "../../queries/health/health-store.ts";
import { FileFigures } from "./file-figures.tsx";
import type { HealthLinks } from "./health-links.ts";
import type { HealthWork } from "./health-work.ts";
import { WorkNotes, WorkProgress } from "./work-progress.tsx";

interface FilePanelProps {
  readonly kept: KeptFiles | null;
  readonly work: HealthWork;
  readonly links: HealthLinks;
  readonly headingId: string;
  /** The datasets a reading asks for: one request each. */
  readonly catalogSize: number;
}

/** Formats and openness, and what files lack: from every dataset's page, read when asked. */
export function FilePanel(props: FilePanelProps) {
  const { kept, work, links, headingId, catalogSize } = props;
  const format = useFormat();
  const running = work.phase !== "idle";
  const health = kept?.health ?? null;
  const requests = format.count(catalogSize);
  const datasetsRead = format.count(kept?.health.datasets ?? 0);
  const datasetsAsked = format.count(kept?.of ?? 0);
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
          TTL, JSON-LD, NT, N3) 4. Counting them reads every dataset's own page: {requests} requests
          to the portal, at most 4 at a time.
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
      {health ? <FileFigures health={health} links={links} /> : null}
    </section>
  );
}
