import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Format } from "../../i18n/format.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { GeoFeature } from "../../lib/json-shape.ts";
import { geometryType, geoOutline } from "../../lib/proxy-geo.ts";

interface GeoOutlineProps {
  features: readonly GeoFeature[];
}

const MAX_POINTS = 2_000;

function outlineLabel(
  i18n: I18n,
  format: Format,
  features: readonly GeoFeature[],
  drawn: number,
): string {
  const counts = new Map<string, number>();
  for (const feature of features.slice(0, drawn)) {
    const type = geometryType(feature);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  // Geometry types are GeoJSON's own names (Point, Polygon), as the table's geometry column shows.
  const types = format.list([...counts].map(([type, count]) => `${format.count(count)} ${type}`));
  const total = format.count(features.length);
  return drawn < features.length
    ? i18n._(
        msg`Outline of ${plural(drawn, { one: "# feature", other: "# features" })} (the first ${drawn} of ${total}): ${types}`,
      )
    : i18n._(msg`Outline of ${plural(drawn, { one: "# feature", other: "# features" })}: ${types}`);
}

/** The shapes of the features, drawn small from their coordinates: no map tiles are reachable. */
export function GeoOutline({ features }: GeoOutlineProps) {
  const outline = useMemo(() => geoOutline(features), [features]);
  const { i18n } = useLingui();
  const format = useFormat();
  if (!outline)
    return (
      <p className="muted">
        <Trans>The features carry no coordinates to draw.</Trans>
      </p>
    );
  return (
    <figure className="geo-outline">
      <svg
        role="img"
        aria-label={outlineLabel(i18n, format, features, outline.drawn)}
        viewBox={`0 0 ${outline.width} ${outline.height}`}
        width={outline.width}
        height={outline.height}
      >
        <path d={outline.path} />
        {outline.points.slice(0, MAX_POINTS).map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: points have no identity of their own
          <circle key={index} cx={point.x} cy={point.y} r={2.5} />
        ))}
      </svg>
      <figcaption className="muted">
        <Trans>Outline of the geometries, north up</Trans>
      </figcaption>
    </figure>
  );
}
