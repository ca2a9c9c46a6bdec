import { Plural, useLingui } from "@lingui/react/macro";
import type { DatasetDetail, PortalDate } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { ApiBadge } from "../api-data/api-badge.tsx";
import { FormatBadge } from "../format-badge.tsx";
import { DateText } from "../portal-date.tsx";
import { DatasetDescription } from "./dataset-description.tsx";

interface DatasetHeaderProps {
  dataset: DatasetDetail;
  /** From the list summary; undefined while it loads. */
  organization: string | null | undefined;
  category: string | null | undefined;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "3 days ago (22 Nov 2026, 10:29 UTC)": how fresh at a glance, and the exact instant to quote. */
function When({ date }: { date: PortalDate }) {
  const format = useFormat();
  // DateText says "unknown" for a date the portal did not give.
  if (date.ms === null) return <DateText date={date} />;
  return (
    <>
      <DateText date={date} style="relative" />{" "}
      <span className="muted">({format.dateTime(date.ms)})</span>
    </>
  );
}

/** How many files, and of which formats, at a glance. */
function FilesFact({ objects }: { objects: DatasetDetail["objects"] }) {
  const { t } = useLingui();
  const fileCount = objects.filter((object) => object.file.href !== null).length;
  const formats = [...new Set(objects.map((object) => object.format.label).filter(Boolean))];
  return (
    <>
      <Plural value={fileCount} _0="No files" one="# file" other="# files" />
      {formats.length > 0 ? (
        <ul className="format-badges" aria-label={t`Formats`}>
          {formats.map((label) => (
            <li key={label}>
              <FormatBadge label={label} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function DatasetHeader({ dataset, organization, category }: DatasetHeaderProps) {
  const { t } = useLingui();
  const known = (value: string | null | undefined) =>
    value === undefined ? "…" : (value ?? t`unknown`);
  return (
    <header className="dataset-header">
      <h1>{dataset.name || dataset.slug}</h1>
      <ApiBadge objects={dataset.objects} />
      <dl className="facts">
        <Fact term={t`Organization`}>{known(organization)}</Fact>
        <Fact term={t`Category`}>{known(category)}</Fact>
        <Fact term={t`Created`}>
          <When date={dataset.created} />
        </Fact>
        <Fact term={t`Updated`}>
          <When date={dataset.updated} />
        </Fact>
        <Fact term={t`Files`}>
          <FilesFact objects={dataset.objects} />
        </Fact>
      </dl>
      <DatasetDescription text={dataset.description} />
    </header>
  );
}
