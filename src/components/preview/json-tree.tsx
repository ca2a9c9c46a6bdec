import { useState } from "react";

/** Children shown per level before "… and N more": a preview, not a full browser. */
const CHILDREN_SHOWN = 200;

function summary(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? "item" : "items"}]`;
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).length;
    return `{${keys} ${keys === 1 ? "key" : "keys"}}`;
  }
  return JSON.stringify(value) ?? String(value);
}

function entries(value: object): [string, unknown][] {
  return Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
}

/** One node: a leaf is a line, a branch a <details> whose children render only once opened. */
function Node({
  name,
  value,
  open: initiallyOpen,
}: {
  name: string;
  value: unknown;
  open: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  if (typeof value !== "object" || value === null) {
    return (
      <li className="json-leaf">
        <span className="json-key">{name}:</span>{" "}
        <span className={`json-${typeof value}`}>{summary(value)}</span>
      </li>
    );
  }
  const children = entries(value);
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="json-key">{name}</span> <span className="muted">{summary(value)}</span>
        </summary>
        {open ? (
          <ul className="json-tree">
            {children.slice(0, CHILDREN_SHOWN).map(([key, child]) => (
              <Node key={key} name={key} value={child} open={false} />
            ))}
            {children.length > CHILDREN_SHOWN ? (
              <li className="muted">… and {children.length - CHILDREN_SHOWN} more</li>
            ) : null}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

function geoSummary(value: unknown): string | null {
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  if (value.type === "FeatureCollection" && "features" in value && Array.isArray(value.features)) {
    return `GeoJSON FeatureCollection with ${value.features.length} features`;
  }
  return value.type === "Feature" ? "GeoJSON Feature" : null;
}

/** A small collapsible tree for JSON and GeoJSON files. */
export default function JsonTree({
  value,
  geo,
  label,
}: {
  value: unknown;
  geo: boolean;
  label: string;
}) {
  const geoLine = geo ? geoSummary(value) : null;
  return (
    <div className="json-preview">
      {geoLine ? <p>{geoLine}</p> : null}
      <ul className="json-tree json-root" aria-label={`Contents of ${label}`}>
        <Node name="root" value={value} open />
      </ul>
    </div>
  );
}
