import { isRecord } from "./is-record.ts";

/**
 * What an undocumented API answer looks like, so the panel can pick the views that fit it.
 * Arrays can be huge (100,000 records), so checks look at a bounded sample and never copy.
 */

/** Checking every element of a huge array costs a long task; a spread sample is enough to decide. */
const SHAPE_SAMPLE = 200;

export function sampleIndexes(length: number, size = SHAPE_SAMPLE): number[] {
  if (length <= size) return Array.from({ length }, (_, index) => index);
  const step = length / size;
  return Array.from({ length: size }, (_, index) => Math.floor(index * step));
}

function isRecordArray(value: unknown): value is Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  return sampleIndexes(value.length).every((index) => isRecord(value[index]));
}

/** The array of records inside an answer: the answer itself, or the one record array an object holds. */
export function findRecords(value: unknown): Record<string, unknown>[] | null {
  if (isRecordArray(value)) return value;
  if (isRecord(value)) {
    const arrays = Object.values(value).filter(isRecordArray);
    if (arrays.length === 1) return arrays[0] ?? null;
  }
  return null;
}

export interface GeoFeature {
  readonly properties: Record<string, unknown>;
  readonly geometry: Record<string, unknown> | null;
}

function toFeature(value: unknown): GeoFeature | null {
  if (!isRecord(value) || value.type !== "Feature") return null;
  return {
    properties: isRecord(value.properties) ? value.properties : {},
    geometry: isRecord(value.geometry) ? value.geometry : null,
  };
}

/** A GeoJSON FeatureCollection or a single Feature, as a list of features; null for anything else. */
export function findGeoFeatures(value: unknown): GeoFeature[] | null {
  if (!isRecord(value)) return null;
  if (value.type === "Feature") {
    const feature = toFeature(value);
    return feature ? [feature] : null;
  }
  if (value.type !== "FeatureCollection" || !Array.isArray(value.features)) return null;
  const features: GeoFeature[] = [];
  for (const item of value.features) {
    const feature = toFeature(item);
    if (feature) features.push(feature);
  }
  return features;
}

export type JsonShape =
  | { readonly kind: "geojson"; readonly features: GeoFeature[] }
  | { readonly kind: "records"; readonly records: Record<string, unknown>[] }
  | { readonly kind: "other" };

/** GeoJSON first: a FeatureCollection is also an object holding one array of records. */
export function detectJsonShape(value: unknown): JsonShape {
  const features = findGeoFeatures(value);
  if (features) return { kind: "geojson", features };
  const records = findRecords(value);
  if (records) return { kind: "records", records };
  return { kind: "other" };
}
