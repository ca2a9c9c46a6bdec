import type { ApiKind, CatalogEntry } from "./catalog-types.ts";
import type { City } from "./catalog-vocabulary.ts";
import { csvText } from "./file-makers.ts";
import { makeFeatureCollection } from "./geojson.ts";
import { createRandom, deriveSeed, type Random } from "./random.ts";
import { FLAT_COLUMNS, flatCell, makeRecord, makeRecords } from "./records.ts";
import { jsonResponse, textResponse } from "./responses.ts";
import { escapeXml, toAscii } from "./text.ts";

export const LARGE_ANSWER_MIN_BYTES = 5 * 1024 * 1024;

export interface ProxyAnswerOptions {
  /** How long the "slow" upstream takes; tests pass a few milliseconds. */
  readonly slowDelayMs: number;
  readonly signal?: AbortSignal;
}

/** The answer of one dataset's attached API, as the portal's proxy passes it through. */
export async function answerProxy(
  entry: CatalogEntry,
  kind: ApiKind,
  options: ProxyAnswerOptions,
): Promise<Response> {
  const random = createRandom(deriveSeed(entry.seed, "api"));
  const city = entry.organization.city;
  switch (kind) {
    case "table":
      return jsonResponse(makeRecords(random, city, random.int(50, 500), entry.updatedAt));
    case "nested":
      return jsonResponse(nestedAnswer(random, entry));
    case "geojson":
      return jsonResponse(makeFeatureCollection(random, city));
    case "large":
      return textResponse(largeAnswer(), "application/json; charset=utf-8");
    case "protected":
      return jsonResponse(
        { error: "Unauthorized", message: "The upstream API requires an API key" },
        401,
      );
    case "csv":
      return textResponse(csvText(entry, "proxy", 50, 300), "text/csv; charset=utf-8");
    case "xml":
      return textResponse(xmlAnswer(random, city, entry), "application/xml; charset=utf-8");
    case "slow":
      await sleep(options.slowDelayMs, options.signal);
      return jsonResponse(makeRecords(random, city, random.int(50, 120), entry.updatedAt));
    case "errorBody":
      return jsonResponse({ error: "Unauthorized" });
    case "empty":
      return new Response(null, { status: 204 });
    case "rows100k":
      return textResponse(hundredThousandRows(), "application/json; charset=utf-8");
  }
}

let hundredThousandCache: string | null = null;

/** 100,000 lean readings (about 9 MB), built once per process: the column profile's budget. */
function hundredThousandRows(): string {
  if (hundredThousandCache !== null) return hundredThousandCache;
  const random = createRandom(deriveSeed("rows-100k"));
  const stations = ["Liman", "Centar", "Detelinara", "Novo naselje", "Petrovaradin", "Klisa"];
  const start = Date.UTC(2024, 0, 1);
  const parts: string[] = [];
  for (let id = 1; id <= 100_000; id++) {
    parts.push(
      JSON.stringify({
        id,
        stanica: stations[id % stations.length],
        vreme: new Date(start + id * 600_000).toISOString(),
        pm10: Math.round(random.next() * 1200) / 10,
        pm25: random.chance(0.05) ? null : Math.round(random.next() * 800) / 10,
        ispravno: random.chance(0.97),
      }),
    );
  }
  hundredThousandCache = `[${parts.join(",")}]`;
  return hundredThousandCache;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function nestedAnswer(random: Random, entry: CatalogEntry): unknown {
  const items = Array.from({ length: random.int(15, 60) }, (_, index) => {
    const record = makeRecord(random, entry.organization.city, index + 1, entry.updatedAt);
    return {
      id: `${entry.summary.slug}-${index + 1}`,
      name: record.naziv,
      location: { city: record.grad, district: record.opština, coordinates: record.lokacija },
      tags: ["otvoreni-podaci", entry.topic, ...(random.chance(0.3) ? ["važno"] : [])],
      metrics: { amount: record.iznos, count: record.količina, active: record.aktivan },
      history: Array.from({ length: random.int(0, 6) }, (_, step) => ({
        date: new Date(entry.updatedAt - step * 30 * 86_400_000).toISOString().slice(0, 10),
        value: Math.round(random.next() * 10_000) / 100,
      })),
      note: record.napomena,
    };
  });
  return {
    meta: {
      source: entry.organization.name,
      dataset: entry.summary.name,
      generatedAt: new Date(entry.updatedAt).toISOString(),
      license: "CC BY 4.0",
      pagination: { page: 1, pageSize: items.length, total: items.length },
    },
    data: {
      items,
      summary: { total: items.length, currency: "RSD", complete: random.chance(0.5) },
    },
  };
}

function xmlAnswer(random: Random, city: City, entry: CatalogEntry): string {
  const records = makeRecords(random, city, random.int(20, 120), entry.updatedAt);
  const rows = records.map((record) => {
    const fields = FLAT_COLUMNS.map((column) => {
      const value = flatCell(record, column);
      const tag = toAscii(column);
      return value === null
        ? `<${tag} nil="true"/>`
        : `<${tag}>${escapeXml(String(value))}</${tag}>`;
    });
    return `    <record>${fields.join("")}</record>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<response source="${escapeXml(entry.organization.name)}">\n  <records count="${records.length}">\n${rows.join("\n")}\n  </records>\n</response>\n`;
}

let largeAnswerCache: string | null = null;

/** Built once per process on first use: every portal instance serves the same 5 MB body. */
function largeAnswer(): string {
  if (largeAnswerCache !== null) return largeAnswerCache;
  const random = createRandom(deriveSeed("large-answer"));
  const city: City = { name: "Srbija", lat: 44.0165, lon: 21.0059 };
  const parts: string[] = [];
  let length = 2;
  for (let id = 1; length < LARGE_ANSWER_MIN_BYTES + 4096; id++) {
    const part = JSON.stringify(makeRecord(random, city, id, Date.UTC(2024, 0, 1)));
    parts.push(part);
    length += part.length + 1;
  }
  largeAnswerCache = `[${parts.join(",")}]`;
  return largeAnswerCache;
}
