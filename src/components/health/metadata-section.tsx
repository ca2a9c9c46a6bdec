import { Trans, useLingui } from "@lingui/react/macro";
import type { ListHealth } from "../../catalog/health.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { FileHealth } from "../../queries/health/file-health.ts";
import { HealthFigure, HealthFigures } from "./health-figure.tsx";
import type { HealthLinks } from "./health-links.ts";

interface MetadataSectionProps {
  readonly figures: ListHealth;
  /** What every dataset's page told, once read; null before. */
  readonly files: FileHealth | null;
  readonly links: HealthLinks;
  readonly headingId: string;
}

/** What the catalog's metadata lacks: descriptions and dates from the list, files from the pages. */
export function MetadataSection({ figures, files, links, headingId }: MetadataSectionProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { catalogOf } = links;
  return (
    <section aria-labelledby={headingId} className="health-section">
      <h2 id={headingId}>
        <Trans>Metadata completeness</Trans>
      </h2>
      <HealthFigures label={t`Metadata completeness`}>
        <HealthFigure
          value={format.count(figures.noDescription)}
          label={<Trans>with no description</Trans>}
          href={figures.noDescription > 0 ? catalogOf({ described: "none" }) : null}
          note={
            <Trans>
              Datasets whose description is empty, or only spaces and markup with no text.
            </Trans>
          }
        />
        <HealthFigure
          value={format.count(figures.unknown)}
          label={<Trans>with an unknown date</Trans>}
          href={figures.unknown > 0 ? catalogOf({ updatedWithin: "unknown" }) : null}
          note={<Trans>Datasets whose date of update the portal never set.</Trans>}
        />
        {files ? (
          <>
            <HealthFigure
              value={format.count(files.noFiles.length)}
              label={<Trans>with no files</Trans>}
              href={files.noFiles.length > 0 ? catalogOf({ files: "none" }) : null}
              note={
                <Trans>
                  Datasets whose page lists no file to download (an attached API alone counts as
                  none); they are named under Files.
                </Trans>
              }
            />
            <HealthFigure
              value={format.count(files.noSize)}
              label={<Trans>files with no size</Trans>}
              note={
                <Trans>
                  Files whose size the portal does not give, or gives in a form that cannot be read
                  as one.
                </Trans>
              }
            />
            <HealthFigure
              value={format.count(files.noFormat)}
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
  );
}
