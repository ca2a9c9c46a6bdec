import type { DatasetObject } from "../api/types.ts";
import { formatBytes } from "../lib/format.ts";
import { DateText } from "./portal-date.tsx";

interface ResourcesTableProps {
  objects: readonly DatasetObject[];
}

/** The objects of a dataset: what each file is, how big and how fresh, and how to get it. */
export function ResourcesTable({ objects }: ResourcesTableProps) {
  if (objects.length === 0) {
    return (
      <section aria-label="Resources">
        <p className="muted">This dataset has no resources.</p>
      </section>
    );
  }
  return (
    <div className="table-scroll">
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
          {objects.map((object) => (
            <tr key={object.key}>
              <th scope="row" className="resource-name">
                {object.name || object.slug || "Unnamed resource"}
              </th>
              <td>
                {object.format.label ? (
                  <span className="badge">{object.format.label}</span>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              <td className="numeric">{formatBytes(object.size.bytes)}</td>
              <td>
                <DateText date={object.updated} />
              </td>
              <td>
                <ResourceActions object={object} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResourceActions({ object }: { object: DatasetObject }) {
  const label = object.name || object.slug || "resource";
  const { file, url } = object;
  return (
    <span className="actions">
      {file.href ? (
        <a href={file.href} download>
          Download<span className="visually-hidden"> {label}</span>
        </a>
      ) : null}
      {url.href ? (
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          Open<span className="visually-hidden"> {label}</span>
        </a>
      ) : null}
      {!file.href && !url.href ? <InertLink text={file.text || url.text} /> : null}
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
