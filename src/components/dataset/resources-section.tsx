import { Suspense, useId, useState } from "react";
import type { DatasetObject } from "../../api/types.ts";
import { previewKind } from "../preview/preview-kind.ts";
import { ResourcesTable } from "../resources-table.tsx";
import { PreviewPanel } from "./lazy-sections.tsx";
import { objectLabel } from "./resource-order.ts";

interface ResourcesSectionProps {
  objects: readonly DatasetObject[];
  onCopy: (text: string, done: string) => void;
}

/** The Resources heading, table and the one open preview below it. */
export function ResourcesSection({ objects, onCopy }: ResourcesSectionProps) {
  const headingId = useId();
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const previewed = objects.find((object) => object.key === previewKey) ?? null;
  const kind = previewed ? previewKind(previewed) : null;

  const close = () => {
    const key = previewKey;
    setPreviewKey(null);
    // Back to the button that opened it, so a keyboard user keeps their place.
    if (key) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-preview-for="${CSS.escape(key)}"]`)?.focus(),
      );
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Resources</h2>
      <ResourcesTable
        objects={objects}
        previewKey={previewKey}
        onPreview={(object) => setPreviewKey((key) => (key === object.key ? null : object.key))}
        onCopyLink={(href) => onCopy(href, "Link copied")}
      />
      {previewed && kind ? (
        <Suspense fallback={<p className="muted">Loading the preview…</p>}>
          <PreviewPanel
            key={previewed.key}
            object={previewed}
            kind={kind}
            label={objectLabel(previewed)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
