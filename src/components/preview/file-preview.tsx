import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ReadableError } from "../../lib/readable-error.ts";
import type { PreviewKind } from "../../queries/load-preview.ts";
import { previewQueries } from "../../queries/preview-queries.ts";
import { ScrollRegion } from "../dataset/scroll-region.tsx";
import { TableWorkbench } from "../workbench/table-workbench.tsx";
import { DocumentView } from "./document-view.tsx";
import { PdfView } from "./pdf-view.tsx";
import { PreviewFailure } from "./preview-failure.tsx";
import { SheetPreview } from "./sheet-preview.tsx";

const JsonTree = lazy(() => import("./json-tree.tsx"));

interface FilePreviewProps {
  href: string;
  kind: PreviewKind;
  label: string;
  source: { datasetName: string; portalName: string };
}

/** Fetches the file (only its start where that is enough, previewQueries) and shows it by kind. */
export default function FilePreview({ href, kind, label, source: names }: FilePreviewProps) {
  const queryClient = useQueryClient();
  const options = previewQueries.file(href, kind);
  const preview = useQuery(options);
  const { t, i18n } = useLingui();
  // Try again starts from nothing: the failure goes, "Loading" shows, and the file is read again.
  const retry = () => void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });

  if (preview.isPending)
    return (
      <p role="status">
        <Trans>Loading the preview of {label}…</Trans>
      </p>
    );
  if (preview.isError) {
    return <PreviewFailure error={preview.error} label={label} href={href} onRetry={retry} />;
  }
  const content = preview.data;
  const source = { dataset: names.datasetName, portal: names.portalName, retrieved: new Date() };
  // The file as this reading of it: read again (Try again), its tables are new ones.
  const tableKey = [...options.queryKey, preview.dataUpdatedAt];
  const fileBase = label.replace(/\.[a-z0-9]{2,5}$/i, "").replace(/[\\/:*?"<>|]+/g, "-");
  switch (content.type) {
    case "table": {
      const { preview, rows, columns } = content;
      const rowCount = rows.length;
      const caption = preview.more
        ? t`${plural(rowCount, { one: "First # row", other: "First # rows" })} of ${label} (the file has more)`
        : t`${plural(rowCount, { one: "First # row", other: "First # rows" })} of ${label}`;
      return (
        <TableWorkbench
          tableKey={tableKey}
          rows={rows}
          columns={columns}
          caption={caption}
          label={t`Rows of ${label}`}
          source={{ ...source, dataset: `${source.dataset} (${label})` }}
          fileBase={fileBase}
        />
      );
    }
    case "sheets":
      return (
        <SheetPreview
          tableKey={tableKey}
          read={content.read}
          label={label}
          source={source}
          fileBase={fileBase}
        />
      );
    case "document":
      return <DocumentView document={content.document} label={label} />;
    case "tree":
      return (
        <Suspense
          fallback={
            <p role="status" className="muted">
              <Trans>Loading the tree…</Trans>
            </p>
          }
        >
          <JsonTree value={content.value} geo={content.geo} label={label} />
        </Suspense>
      );
    case "text":
      return (
        <>
          {content.note ? <p className="muted">{i18n._(content.note)}</p> : null}
          <ScrollRegion label={t`Text of ${label}, scrolls`} className="preview-text-box">
            <pre className="preview-text">{content.text}</pre>
          </ScrollRegion>
          {content.cut ? (
            <p className="muted">
              <Trans>Only the start of the file is shown.</Trans>
            </p>
          ) : null}
        </>
      );
    case "pdf":
      return <PdfView blob={content.blob} label={label} href={href} />;
    case "image":
      return <ImageView href={href} label={label} onRetry={retry} />;
  }
}

function ImageView({ href, label, onRetry }: { href: string; label: string; onRetry: () => void }) {
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  if (failed) {
    return (
      <PreviewFailure
        error={new ReadableError(msg`The browser could not load this image.`)}
        label={label}
        href={href}
        onRetry={() => {
          setFailed(false);
          onRetry();
        }}
      />
    );
  }
  return (
    <img
      className="preview-image"
      src={href}
      alt={t`Preview of ${label}`}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
