import { JsonTree } from "../api-data/json-tree.tsx";

function geoSummary(value: unknown): string | null {
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  if (value.type === "FeatureCollection" && "features" in value && Array.isArray(value.features)) {
    return `GeoJSON FeatureCollection with ${value.features.length} features`;
  }
  return value.type === "Feature" ? "GeoJSON Feature" : null;
}

/**
 * A JSON or GeoJSON file in the same tree the API data panel uses: lazy, searchable, virtualized,
 * so a deep or large file previews as safely as a large API answer.
 */
export default function JsonPreview({
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
    <section className="json-preview" aria-label={`Contents of ${label}`}>
      {geoLine ? <p>{geoLine}</p> : null}
      <JsonTree value={value} />
    </section>
  );
}
