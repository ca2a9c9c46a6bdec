import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { DatasetObject } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import {
  curlScript,
  downloadItems,
  downloadTotals,
  folderSlug,
  linkList,
} from "../../lib/download-all.ts";
import { downloadText } from "../../lib/export-download.ts";

interface DownloadAllProps {
  datasetName: string;
  pageUrl: string;
  objects: readonly DatasetObject[];
  /** Portal-relative links resolve against it: the script runs outside the browser. */
  origin: string;
  onCopy: (text: string, done: string) => void;
}

/** Every file of the dataset at once: links to copy, a list for download managers, a curl script. */
export function DownloadAll({ datasetName, pageUrl, objects, origin, onCopy }: DownloadAllProps) {
  const items = downloadItems(objects, origin);
  const headingId = useId();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const folder = folderSlug(datasetName);
  if (items.length === 0) return null;
  const totals = downloadTotals(items);
  const script = curlScript({ datasetName, pageUrl, items }, i18n);
  const fileCount = totals.count;
  const knownSize = format.bytes(totals.knownBytes);
  const unknownCount = format.count(totals.unknownCount);
  return (
    <section aria-labelledby={headingId} className="panel" id="download-all">
      <h2 id={headingId}>
        <Trans>Download all</Trans>
      </h2>
      <p>
        {totals.unknownCount > 0 ? (
          <Plural
            value={fileCount}
            one={`# file, ${knownSize} in total plus ${unknownCount} of unknown size.`}
            other={`# files, ${knownSize} in total plus ${unknownCount} of unknown size.`}
          />
        ) : (
          <Plural
            value={fileCount}
            one={`# file, ${knownSize} in total.`}
            other={`# files, ${knownSize} in total.`}
          />
        )}
      </p>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(linkList(items), t`File links copied`)}>
          <Trans>Copy all file links</Trans>
        </button>
        <button
          type="button"
          onClick={() => downloadText(linkList(items), `${folder}-links.txt`, "text/plain")}
        >
          <Trans>Download link list (.txt)</Trans>
        </button>
        <button
          type="button"
          onClick={() => downloadText(script, `${folder}.sh`, "text/x-shellscript")}
        >
          <Trans>Download curl script (.sh)</Trans>
        </button>
      </div>
      <details className="script-details">
        <summary>
          <Trans>Show the script</Trans>
        </summary>
        <p className="muted">
          <Trans>
            Run it with <code>sh {folder}.sh</code>: it saves every file into <code>{folder}/</code>{" "}
            and numbers repeated names instead of overwriting them.
          </Trans>
        </p>
        <pre className="code-block">{script}</pre>
      </details>
    </section>
  );
}
