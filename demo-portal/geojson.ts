import type { City } from "./catalog-vocabulary.ts";
import type { Random } from "./random.ts";

type Position = [number, number];

function at(city: City, random: Random, spread: number): Position {
  return [
    Number((city.lon + (random.next() - 0.5) * spread).toFixed(6)),
    Number((city.lat + (random.next() - 0.5) * spread).toFixed(6)),
  ];
}

/** A closed, counter-clockwise ring (RFC 7946) around a centre. */
function ring(center: Position, radius: number, corners: number): Position[] {
  const points: Position[] = [];
  for (let i = 0; i < corners; i++) {
    const angle = (2 * Math.PI * i) / corners;
    points.push([
      Number((center[0] + Math.cos(angle) * radius * 1.4).toFixed(6)),
      Number((center[1] + Math.sin(angle) * radius).toFixed(6)),
    ]);
  }
  const first = points[0];
  if (first) points.push([first[0], first[1]]);
  return points;
}

const STATION_NAMES = [
  "Mjerna postaja Đurđevac",
  "Станица Врачар",
  "Stația Piața Romană",
  "Mérőállomás Óbuda",
];
const PARK_NAMES = [
  "Park Maksimir",
  "Ташмајдански парк",
  "Parcul Herăstrău",
  "Városliget",
  "Park Ribnjak",
];

export function makeFeatureCollection(random: Random, city: City): unknown {
  const features: unknown[] = [];
  for (let i = 0; i < random.int(8, 20); i++) {
    features.push({
      type: "Feature",
      id: `point-${i + 1}`,
      geometry: { type: "Point", coordinates: at(city, random, 0.12) },
      properties: {
        naziv: `${random.pick(STATION_NAMES)} ${i + 1}`,
        pm10: Math.round(random.next() * 900) / 10,
        aktivna: random.chance(0.85),
        izmjereno: new Date(Date.UTC(2024, 5, 1) + i * 3_600_000).toISOString(),
      },
    });
  }
  for (let i = 0; i < random.int(2, 5); i++) {
    const start = at(city, random, 0.08);
    const line: Position[] = [start];
    for (let step = 0; step < random.int(4, 12); step++) {
      const last = line[line.length - 1] ?? start;
      line.push([
        Number((last[0] + (random.next() - 0.4) * 0.01).toFixed(6)),
        Number((last[1] + (random.next() - 0.4) * 0.01).toFixed(6)),
      ]);
    }
    features.push({
      type: "Feature",
      id: `line-${i + 1}`,
      geometry: { type: "LineString", coordinates: line },
      properties: {
        linija: String(random.int(1, 90)),
        naziv: `Biciklistička staza ${i + 1}`,
        dužinaKm: line.length * 0.8,
      },
    });
  }
  for (let i = 0; i < random.int(3, 6); i++) {
    features.push({
      type: "Feature",
      id: `park-${i + 1}`,
      geometry: {
        type: "Polygon",
        coordinates: [ring(at(city, random, 0.1), 0.004, random.int(5, 9))],
      },
      properties: {
        naziv: random.pick(PARK_NAMES),
        površinaHa: Math.round(random.next() * 3000) / 10,
      },
    });
  }
  features.push({
    type: "Feature",
    id: "district-1",
    geometry: {
      type: "MultiPolygon",
      coordinates: [
        [ring(at(city, random, 0.05), 0.01, 6)],
        [ring(at(city, random, 0.05), 0.006, 5)],
      ],
    },
    properties: { naziv: `Gradska četvrt — ${city.name}`, stanovnika: random.int(5_000, 120_000) },
  });
  return { type: "FeatureCollection", name: city.name, features };
}
