import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { DatasetObject } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { PreviewErrorBoundary } from "./preview-error-boundary.tsx";
import { PreviewFailure } from "./preview-failure.tsx";
import { PREVIEW_CONFIRM_BYTES, type PreviewKind } from "./preview-kind.ts";
import "./preview.css";

// Parsers, viewers and the CSV worker load only when a reader asks for a preview.
const FilePreview = lazy(() => import("./file-preview.tsx"));

interface PreviewPanelProps {
  object: DatasetObject;
  kind: PreviewKind;
  label: string;
  onClose: () => void;
  source: { datasetName: string; portalName: string };
}

/** One object's preview, below the table: asks first for big or unknown sizes, fails on its own. */
export function PreviewPanel({ object, kind, label, onClose, source }: PreviewPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const bytes = object.size.bytes;
  const needsConfirmation = bytes === null || bytes > PREVIEW_CONFIRM_BYTES;
  const [confirmed, setConfirmed] = useState(false);
  const format = useFormat();
  const size = format.bytes(bytes);
  // Through the explorer's own origin where the portal is proxied: no CORS in the way.
  const href = object.file.localHref ?? "";

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="preview-panel panel">
      <div className="preview-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          <Trans>Preview of {label}</Trans>
        </h2>
        <button type="button" onClick={onClose}>
          <Trans>Close preview</Trans>
        </button>
      </div>
      {needsConfirmation && !confirmed ? (
        <div className="preview-confirm">
          <p>
            {bytes === null ? (
              <Trans>The portal does not say how big this file is.</Trans>
            ) : (
              <Trans>This file is {size}.</Trans>
            )}{" "}
            {kind === "csv" || kind === "tsv" || kind === "text" ? (
              <Trans>The preview reads at most its first megabyte.</Trans>
            ) : (
              <Trans>The preview downloads the whole file.</Trans>
            )}
          </p>
          <button type="button" onClick={() => setConfirmed(true)}>
            <Trans>Load the preview</Trans>
          </button>
        </div>
      ) : (
        <PreviewErrorBoundary
          fallback={(error, reset) => (
            <PreviewFailure error={error} label={label} href={href} onRetry={reset} />
          )}
        >
          <Suspense
            fallback={
              <p role="status" className="muted">
                <Trans>Loading the preview…</Trans>
              </p>
            }
          >
            <FilePreview href={href} kind={kind} label={label} source={source} />
          </Suspense>
        </PreviewErrorBoundary>
      )}
    </section>
  );
}
