import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

/**
 * A PDF checked by its magic bytes, shown from a Blob typed application/pdf: the browser's PDF
 * viewer renders it, and a file that is really HTML can never run in the page's origin.
 */
export function PdfView({ blob, label, href }: { blob: Blob; label: string; href: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (!url) return null;
  return (
    <object
      className="preview-pdf"
      data={url}
      type="application/pdf"
      aria-label={t`PDF of ${label}`}
    >
      <p>
        <Trans>This browser does not show PDFs inline.</Trans>{" "}
        <a href={href} target="_blank" rel="noopener noreferrer">
          <Trans>Open {label} in a new tab</Trans>
        </a>
      </p>
    </object>
  );
}
