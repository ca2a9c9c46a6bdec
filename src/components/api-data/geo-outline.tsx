import { useMemo } from "react";
import type { GeoFeature } from "../../lib/json-shape.ts";
import { geometryType, geoOutline } from "../../lib/proxy-geo.ts";

interface GeoOutlineProps {
  features: readonly GeoFeature[];
}

const MAX_POINTS = 2_000;

function outlineLabel(features: readonly GeoFeature[], drawn: number): string {
  const counts = new Map<string, number>();
  for (const feature of features.slice(0, drawn)) {
    const type = geometryType(feature);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const parts = [...counts].map(([type, count]) => `${count} ${type}`);
  const of = drawn < features.length ? ` (the first ${drawn} of ${features.length})` : "";
  return `Outline of ${drawn} ${drawn === 1 ? "feature" : "features"}${of}: ${parts.join(", ")}`;
}

/** The shapes of the features, drawn small from their coordinates: no map tiles are reachable. */
export function GeoOutline({ features }: GeoOutlineProps) {
  const outline = useMemo(() => geoOutline(features), [features]);
  if (!outline) return <p className="muted">The features carry no coordinates to draw.</p>;
  return (
    <figure className="geo-outline">
      <svg
        role="img"
        aria-label={outlineLabel(features, outline.drawn)}
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
      <figcaption className="muted">Outline of the geometries, north up</figcaption>
    </figure>
  );
}
