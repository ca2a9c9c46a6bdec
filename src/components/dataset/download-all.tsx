import { useId } from "react";
import type { DatasetObject } from "../../api/types.ts";
import {
  curlScript,
  downloadItems,
  downloadTotals,
  folderSlug,
  linkList,
} from "../../lib/download-all.ts";
import { downloadText } from "../../lib/export-download.ts";
import { formatBytes } from "../../lib/format.ts";
import { countLabel } from "../../lib/pluralize.ts";

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
  const folder = folderSlug(datasetName);
  if (items.length === 0) return null;
  const totals = downloadTotals(items);
  const script = curlScript({ datasetName, pageUrl, items });
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>Download all</h2>
      <p>
        {countLabel(totals.count, "file", "files")}, {formatBytes(totals.knownBytes)} in total
        {totals.unknownCount > 0
          ? ` plus ${countLabel(totals.unknownCount, "file", "files")} of unknown size`
          : ""}
        .
      </p>
      <div className="button-row">
        <button type="button" onClick={() => onCopy(linkList(items), "File links copied")}>
          Copy all file links
        </button>
        <button
          type="button"
          onClick={() => downloadText(linkList(items), `${folder}-links.txt`, "text/plain")}
        >
          Download link list (.txt)
        </button>
        <button
          type="button"
          onClick={() => downloadText(script, `${folder}.sh`, "text/x-shellscript")}
        >
          Download curl script (.sh)
        </button>
      </div>
      <details className="script-details">
        <summary>Show the script</summary>
        <p className="muted">
          Run it with <code>sh {folder}.sh</code>: it saves every file into <code>{folder}/</code>{" "}
          and numbers repeated names instead of overwriting them.
        </p>
        <pre className="code-block">{script}</pre>
      </details>
    </section>
  );
}
