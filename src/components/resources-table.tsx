import { useId, useState } from "react";
import type { DatasetObject } from "../api/types.ts";
import { formatBytes } from "../lib/format.ts";
import {
  formatCounts,
  objectLabel,
  orderResources,
  type ResourceSort,
} from "./dataset/resource-order.ts";
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

const SORT_LABELS: Record<ResourceSort, string> = {
  portal: "Portal order",
  name: "Name",
  size: "Size (largest first)",
  date: "Updated (newest first)",
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
  const formatId = useId();
  const sortId = useId();
  if (objects.length === 0) {
    return (
      <section aria-label="Resources">
        <p className="muted">This dataset has no resources.</p>
      </section>
    );
  }
  const shown = orderResources(objects, format, sort);
  return (
    <>
      {objects.length >= TOOLS_FROM ? (
        <div className="resource-tools">
          <label htmlFor={formatId}>Format</label>
          <select id={formatId} value={format} onChange={(event) => setFormat(event.target.value)}>
            <option value="">All formats ({objects.length})</option>
            {formatCounts(objects).map(([label, count]) => (
              <option key={label} value={label}>
                {label || "Unknown"} ({count})
              </option>
            ))}
          </select>
          <label htmlFor={sortId}>Sort resources by</label>
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
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* On a phone each row is laid out as a card (dataset.css), so Download is never off-screen. */}
      <table aria-label="Resources" className="resources">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Format</th>
            <th scope="col">Size</th>
            <th scope="col">Updated</th>
            <th scope="col">Get it</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((object) => (
            <tr key={object.key}>
              <th scope="row" className="resource-name">
                {objectLabel(object)}
                {object.description && object.description !== object.name ? (
                  <span className="resource-description">{object.description}</span>
                ) : null}
              </th>
              <td>
                {object.format.label ? (
                  <span className="badge">{object.format.label}</span>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td className="numeric" data-label="Size">
                {formatBytes(object.size.bytes)}
              </td>
              <td className="nowrap" data-label="Updated">
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
      {shown.length === 0 ? <p className="muted">No resources in this format.</p> : null}
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
  const label = objectLabel(object);
  const { file, url } = object;
  const copyable = file.href ?? url.href;
  const canPreview = onPreview !== undefined && previewKind(object) !== null;
  return (
    <span className="actions">
      {file.localHref ? (
        <a href={file.localHref} download>
          Download<span className="visually-hidden"> {label}</span>
        </a>
      ) : null}
      {url.href ? (
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          Open<span className="visually-hidden"> {label}</span>
        </a>
      ) : null}
      {!file.href && !url.href ? <InertLink text={file.text || url.text} /> : null}
      {canPreview ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={previewOpen}
          data-preview-for={object.key}
          onClick={() => onPreview(object)}
        >
          Preview<span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
      {copyable && onCopyLink ? (
        <button type="button" className="link-button" onClick={() => onCopyLink(copyable, object)}>
          Copy link<span className="visually-hidden"> {label}</span>
        </button>
      ) : null}
    </span>
  );
}

/** A link the portal sent that is not safe to follow is shown as text, never made clickable. */
function InertLink({ text }: { text: string }) {
  if (!text) return <span className="muted">No link</span>;
  return (
    <span className="inert-link" title="This link is not http(s) and is not opened">
      {text.length > 60 ? `${text.slice(0, 60)}…` : text}
    </span>
  );
}
