import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { JsonTree } from "../api-data/json-tree.tsx";

function geoSummary(value: unknown, i18n: I18n): string | null {
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  if (value.type === "FeatureCollection" && "features" in value && Array.isArray(value.features)) {
    const count = value.features.length;
    return i18n._(
      msg`GeoJSON FeatureCollection with ${plural(count, { one: "# feature", other: "# features" })}`,
    );
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
  const { t, i18n } = useLingui();
  const geoLine = geo ? geoSummary(value, i18n) : null;
  return (
    <section className="json-preview" aria-label={t`Contents of ${label}`}>
      {geoLine ? <p>{geoLine}</p> : null}
      <JsonTree value={value} />
    </section>
  );
}
