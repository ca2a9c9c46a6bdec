import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState } from "react";
import { isLongDescription, looksLikeHtml, plainTextParagraphs } from "./description-text.ts";
import { loadedSafeHtml, loadSafeHtml } from "./sanitizer.ts";
import "./dataset.css";

const LazySafeHtml = lazy(() => loadSafeHtml().then((module) => ({ default: module.SafeHtml })));

interface DatasetDescriptionProps {
  text: string;
}

/** The portal's description: sanitized HTML or plain-text paragraphs, folded when long. */
export function DatasetDescription({ text }: DatasetDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (text.trim() === "")
    return (
      <p className="muted">
        <Trans>No description.</Trans>
      </p>
    );
  const foldable = isLongDescription(text);
  const folded = foldable && !expanded;
  // Once the loader has fetched it, render it directly: lazy() would still flash its fallback.
  const SafeHtml = loadedSafeHtml()?.SafeHtml ?? LazySafeHtml;
  const body = looksLikeHtml(text) ? (
    <Suspense
      fallback={
        <p role="status" className="muted">
          <Trans>Loading the description…</Trans>
        </p>
      }
    >
      <SafeHtml html={text} className="rich-text" />
    </Suspense>
  ) : (
    <div className="rich-text">
      {plainTextParagraphs(text).map((paragraph, index) => (
        // Paragraphs have no identity beyond their position in this one text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered.
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <div className="dataset-description">
      <div id={id} className={folded ? "description-body folded" : "description-body"}>
        {body}
      </div>
      {foldable ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
        </button>
      ) : null}
    </div>
  );
}
