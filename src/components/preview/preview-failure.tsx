import { FilePreviewError } from "./fetch-file.ts";

interface PreviewFailureProps {
  error: unknown;
  label: string;
  href: string;
  onRetry: () => void;
}

/** Says plainly why the preview failed and offers the file itself in a new tab. */
export function PreviewFailure({ error, label, href, onRetry }: PreviewFailureProps) {
  const status = error instanceof FilePreviewError ? error.status : null;
  const message =
    error instanceof Error ? error.message : "Something went wrong while showing this file.";
  return (
    <div role="alert" className="alert">
      <p className="alert-title">
        Could not preview {label}
        {status !== null ? ` (HTTP ${status})` : ""}
      </p>
      <p className="alert-message">{message}</p>
      <div className="button-row">
        <a href={href} target="_blank" rel="noopener noreferrer">
          Open {label} in a new tab
        </a>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
