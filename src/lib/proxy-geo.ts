import { isRecord } from "./is-record.ts";
import type { GeoFeature } from "./json-shape.ts";

/**
 * A small outline drawing of GeoJSON geometries for an inline SVG: no tiles, no projection library,
 * just lon/lat scaled into a viewBox (equirectangular, corrected by the cosine of the middle latitude
 * so shapes are not stretched away from the equator).
 */

type Position = readonly [number, number];

export interface GeoOutline {
  readonly width: number;
  readonly height: number;
  /** Lines and rings as SVG path data, one string for all of them. */
  readonly path: string;
  readonly points: readonly { x: number; y: number }[];
  /** Features drawn, which may be fewer than features given. */
  readonly drawn: number;
}

const MAX_FEATURES = 5_000;

function toPosition(value: unknown): Position | null {
  if (!Array.isArray(value)) return null;
  const [lon, lat] = value;
  return typeof lon === "number" && typeof lat === "number" && Number.isFinite(lon + lat)
    ? [lon, lat]
    : null;
}

function toLine(value: unknown): Position[] {
  if (!Array.isArray(value)) return [];
  return value.map(toPosition).filter((position): position is Position => position !== null);
}

interface Parts {
  points: Position[];
  lines: Position[][];
  rings: Position[][];
}

function collect(geometry: unknown, parts: Parts): void {
  if (!isRecord(geometry)) return;
  const coordinates = geometry.coordinates;
  const list = Array.isArray(coordinates) ? coordinates : [];
  switch (geometry.type) {
    case "Point": {
      const position = toPosition(coordinates);
      if (position) parts.points.push(position);
      return;
    }
    case "MultiPoint":
      // One push per point: spreading a MultiPoint of a few hundred thousand overflows the stack.
      for (const position of toLine(coordinates)) parts.points.push(position);
      return;
    case "LineString":
      parts.lines.push(toLine(coordinates));
      return;
    case "MultiLineString":
      for (const line of list) parts.lines.push(toLine(line));
      return;
    case "Polygon":
      for (const ring of list) parts.rings.push(toLine(ring));
      return;
    case "MultiPolygon":
      for (const polygon of list) {
        if (Array.isArray(polygon)) for (const ring of polygon) parts.rings.push(toLine(ring));
      }
      return;
    case "GeometryCollection":
      if (Array.isArray(geometry.geometries)) {
        for (const child of geometry.geometries) collect(child, parts);
      }
      return;
  }
}

export function geometryType(feature: GeoFeature): string {
  const type = feature.geometry?.type;
  return typeof type === "string" ? type : "none";
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Null when no feature has a usable coordinate. */
export function geoOutline(features: readonly GeoFeature[], width = 320): GeoOutline | null {
  const parts: Parts = { points: [], lines: [], rings: [] };
  const drawn = Math.min(features.length, MAX_FEATURES);
  for (const feature of features.slice(0, drawn)) collect(feature.geometry, parts);
  const all = [...parts.points, ...parts.lines.flat(), ...parts.rings.flat()];
  if (all.length === 0) return null;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  let minLat = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  for (const [lon, lat] of all) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const cos = Math.max(0.1, Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180));
  const spanX = Math.max((maxLon - minLon) * cos, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const padding = 8;
  const inner = width - 2 * padding;
  const scale = Math.min(inner / spanX, (inner * 0.75) / spanY);
  const height = Math.max(2 * padding + 1, Math.round(spanY * scale + 2 * padding));
  const offsetX = padding + (inner - spanX * scale) / 2;
  const project = ([lon, lat]: Position) => ({
    x: round(offsetX + (lon - minLon) * cos * scale),
    y: round(padding + (maxLat - lat) * scale),
  });
  const segment = (line: Position[], closed: boolean) => {
    if (line.length === 0) return "";
    const projected = line.map(project);
    const body = projected.map(({ x, y }, index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
    return closed ? `${body}Z` : body;
  };
  const path = [
    ...parts.lines.map((line) => segment(line, false)),
    ...parts.rings.map((ring) => segment(ring, true)),
  ].join("");
  return { width, height, path, points: parts.points.map(project), drawn };
}
