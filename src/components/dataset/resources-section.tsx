import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import type { DatasetObject } from "../../api/types.ts";
import { previewKind } from "../preview/preview-kind.ts";
import { ResourcesTable } from "../resources-table.tsx";
import { PreviewPanel } from "./lazy-sections.tsx";
import { objectLabel } from "./resource-order.ts";

interface ResourcesSectionProps {
  objects: readonly DatasetObject[];
  onCopy: (text: string, done: string) => void;
  /** Names for the captions of charts made from previews. */
  source: { datasetName: string; portalName: string };
}

/** The URL parameter naming the object whose preview is open, so a link can open it for others. */
const PREVIEW_PARAM = "preview";

/** The Resources heading, table and the one open preview below it. */
export function ResourcesSection({ objects, onCopy, source }: ResourcesSectionProps) {
  const headingId = useId();
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const previewKey = searchParams.get(PREVIEW_PARAM);
  // A key the dataset no longer has (or one that cannot be previewed) opens nothing.
  const previewed = objects.find((object) => object.key === previewKey) ?? null;
  const kind = previewed ? previewKind(previewed) : null;

  /** Opening and closing a preview are history entries (Back closes it); the page stays put. */
  const setPreviewKey = (key: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === null) next.delete(PREVIEW_PARAM);
        else next.set(PREVIEW_PARAM, key);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  // However a preview closes (its Close button, Back, another Preview), focus that fell with the
  // panel goes back to the button that opened it, so a keyboard user keeps their place.
  const shownKey = previewed && kind ? previewed.key : null;
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    const closed = lastShown.current;
    lastShown.current = shownKey;
    if (closed === null || closed === shownKey) return;
    const id = requestAnimationFrame(() => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`[data-preview-for="${CSS.escape(closed)}"]`)?.focus();
    });
    return () => cancelAnimationFrame(id);
  }, [shownKey]);

  return (
    <section aria-labelledby={headingId} id="resources">
      <h2 id={headingId}>
        <Trans>Resources</Trans>
      </h2>
      <ResourcesTable
        objects={objects}
        previewKey={previewKey}
        onPreview={(object) => setPreviewKey(previewKey === object.key ? null : object.key)}
        onCopyLink={(href) => onCopy(href, t`Link copied`)}
      />
      {previewed && kind ? (
        <Suspense
          fallback={
            <p role="status" className="muted">
              <Trans>Loading the preview…</Trans>
            </p>
          }
        >
          <PreviewPanel
            key={previewed.key}
            object={previewed}
            kind={kind}
            label={objectLabel(previewed, t`Unnamed resource`)}
            onClose={() => setPreviewKey(null)}
            source={source}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
