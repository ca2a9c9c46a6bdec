import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { DatasetObject } from "../api/types.ts";
import { useFormat } from "../i18n/use-format.ts";
import {
  formatCounts,
  objectLabel,
  orderResources,
  type ResourceSort,
} from "./dataset/resource-order.ts";
import { FormatBadge } from "./format-badge.tsx";
import { DateText } from "./portal-date.tsx";
import { previewKind } from "./preview/preview-kind.ts";
import "./dataset/dataset.css";

interface ResourcesTableProps {
  objects: readonly DatasetObject[];
  /** The key of the object whose preview is open, if any. */
  previewKey?: string | null;
  onPreview?: (object: DatasetObject) => void;
  onCopyLink?: (href: string, object: DatasetObject) => void;
}

/** Filters and sorting only help once a dataset has more objects than fit on a screen. */
const TOOLS_FROM = 11;

const SORT_LABELS: Record<ResourceSort, MessageDescriptor> = {
  portal: msg`Portal order`,
  name: msg`Name`,
  size: msg`Size (largest first)`,
  date: msg`Updated (newest first)`,
};

/** The objects of a dataset: what each file is, how big and how fresh, and how to get it. */
export function ResourcesTable({
  objects,
  previewKey,
  onPreview,
  onCopyLink,
}: ResourcesTableProps) {
  const [format, setFormat] = useState("");
  const [sort, setSort] = useState<ResourceSort>("portal");
  const { t, i18n } = useLingui();
  const figures = useFormat();
  const objectCount = objects.length;
  const formatId = useId();
  const sortId = useId();
  if (objects.length === 0) {
    return (
      <section aria-label={t`Resources`}>
        <p className="muted">
          <Trans>This dataset has no resources.</Trans>
        </p>
      </section>
    );
  }
  const shown = orderResources(objects, format, sort, figures.locale);
  return (
    <>
      {objects.length >= TOOLS_FROM ? (
        <div className="resource-tools">
          <label htmlFor={formatId}>
            <Trans>Format</Trans>
          </label>
          <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value)}>
            <option value="">{t`All formats (${objectCount})`}</option>
            {formatCounts(objects, figures.locale).map(([label, count]) => (
              <option key={label} value={label}>
                {label || t`Unknown`} ({figures.count(count)})
              </option>
            ))}
          </select>
          <label htmlFor={sortId}>
            <Trans>Sort resources by</Trans>
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              const value = event.target.value;
              if (value === "portal" || value === "name" || value === "size" || value === "date") {
                setSort(value);
              }
            }}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* On a phone each row is laid out as a card (dataset.css), so Download is never off-screen. */}
      <table aria-label={t`Resources`} className="resources">
        <thead className="visually-hidden-on-phone">
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Format</Trans>
            </th>
            <th scope="col">
              <Trans>Size</Trans>
            </th>
            <th scope="col">
              <Trans>Updated</Trans>
            </th>
            <th scope="col">
              <Trans>Get it</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((object) => (
            <tr key={object.key}>
              <th scope="row" className="resource-name">
                {objectLabel(object, t`Unnamed resource`)}
                {object.description && object.description !== object.name ? (
                  <span className="resource-description">{object.description}</span>
                ) : null}
              </th>
              <td>
                {object.format.label ? (
                  <FormatBadge label={object.format.label} />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td className="numeric" data-label={t`Size`}>
                {figures.bytes(object.size.bytes)}
              </td>
              <td className="nowrap" data-label={t`Updated`}>
                <DateText date={object.updated} />
              </td>
              <td>
                <ResourceActions
                  object={object}
                  previewOpen={previewKey === object.key}
                  onPreview={onPreview}
                  onCopyLink={onCopyLink}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? (
        <p className="muted">
          <Trans>No resources in this format.</Trans>
        </p>
      ) : null}
    </>
  );
}

interface ResourceActionsProps {
  object: DatasetObject;
  previewOpen: boolean;
  onPreview?: (object: DatasetObject) => void;
  onCopyLink?: (href: string, object: DatasetObject) => void;
}

function ResourceActions({ object, previewOpen, onPreview, onCopyLink }: ResourceActionsProps) {
  const { t } = useLingui();
  const label = objectLabel(object, t`Unnamed resource`);
  const { file, url } = object;
  const copyable = file.href ?? url.href;
  const canPreview = onPreview !== undefined && previewKind(object) !== null;
  return (
    <span className="actions">
      {file.localHref ? (
        <a href={file.localHref} download data-print-href={file.href ?? undefined}>
          <Trans>
            Download<span className="visually-hidden"> {label}</span>
          </Trans>
        </a>
      ) : null}
      {url.href ? (
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          <Trans>
            Open<span className="visually-hidden"> {label}</span>
          </Trans>
        </a>
      ) : null}
      {!file.href && !url.href ? (
        <InertLink text={file.text || url.text} embeddedBytes={file.embeddedBytes} />
      ) : null}
      {canPreview ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={previewOpen}
          data-preview-for={object.key}
          onClick={() => onPreview(object)}
        >
          <Trans>
            Preview<span className="visually-hidden"> {label}</span>
          </Trans>
        </button>
      ) : null}
      {copyable && onCopyLink ? (
        <button type="button" className="link-button" onClick={() => onCopyLink(copyable, object)}>
          <Trans>
            Copy link<span className="visually-hidden"> {label}</span>
          </Trans>
        </button>
      ) : null}
    </span>
  );
}

/** A link the portal sent that is not safe to follow is shown as text, never made clickable. */
function InertLink({ text, embeddedBytes }: { text: string; embeddedBytes?: number }) {
  const { t } = useLingui();
  const format = useFormat();
  if (embeddedBytes !== undefined) {
    const size = format.bytes(embeddedBytes);
    return (
      <span className="inert-link">
        <Trans>Embedded file (Base64, {size})</Trans>
      </span>
    );
  }
  if (!text)
    return (
      <span className="muted">
        <Trans>No link</Trans>
      </span>
    );
  return (
    <span className="inert-link" title={t`This link is not http(s) and is not opened`}>
      {text.length > 60 ? `${text.slice(0, 60)}…` : text}
    </span>
  );
}
