import { describe, expect, it } from "vitest";
import { detectJsonShape, findGeoFeatures, findRecords, sampleIndexes } from "./json-shape.ts";

describe("detectJsonShape", () => {
  it("reads a bare array of records as records", () => {
    const shape = detectJsonShape([{ a: 1 }, { b: 2 }]);
    expect(shape).toEqual({ kind: "records", records: [{ a: 1 }, { b: 2 }] });
  });

  it("finds the one array of records an object holds", () => {
    expect(findRecords({ meta: { total: 2 }, items: [{ a: 1 }, { a: 2 }] })).toEqual([
      { a: 1 },
      { a: 2 },
    ]);
  });

  it("refuses an object holding two record arrays, arrays of scalars and empty arrays", () => {
    expect(findRecords({ a: [{ x: 1 }], b: [{ y: 1 }] })).toBeNull();
    expect(findRecords([1, 2, 3])).toBeNull();
    expect(findRecords([])).toBeNull();
    expect(detectJsonShape({ budget: { total: 3 } })).toEqual({ kind: "other" });
    expect(detectJsonShape("text")).toEqual({ kind: "other" });
  });

  it("tells GeoJSON before records, and keeps features without properties", () => {
    const collection = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { name: "Park" },
          geometry: { type: "Point", coordinates: [1, 2] },
        },
        { type: "Feature", geometry: null },
      ],
    };
    const shape = detectJsonShape(collection);
    expect(shape.kind).toBe("geojson");
    expect(findGeoFeatures(collection)).toEqual([
      { properties: { name: "Park" }, geometry: { type: "Point", coordinates: [1, 2] } },
      { properties: {}, geometry: null },
    ]);
    expect(findGeoFeatures({ type: "Feature", properties: {}, geometry: null })).toHaveLength(1);
  });

  it("samples a long array without reading every element", () => {
    const indexes = sampleIndexes(100_000, 200);
    expect(indexes).toHaveLength(200);
    expect(indexes[0]).toBe(0);
    expect(Math.max(...indexes)).toBeLessThan(100_000);
    expect(sampleIndexes(3)).toEqual([0, 1, 2]);
  });
});
