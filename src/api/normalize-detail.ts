import { describeValue, isRecord } from "./guards.ts";
import { badShape, type PayloadSource, UNKNOWN_SOURCE } from "./normalize-dataset.ts";
import { parsePortalDate } from "./normalize-date.ts";
import { parseFormat } from "./normalize-format.ts";
import { parseLink } from "./normalize-link.ts";
import { parseSize } from "./normalize-size.ts";
import { parseSlug, parseText } from "./normalize-text.ts";
import type { LinkBase } from "./portal.ts";
import type { DatasetDetail, DatasetObject } from "./types.ts";

/**
 * A dataset's detail and its objects (documents and links). Apart from the summaries' normaliser:
 * only a dataset page needs it, so the catalog's first load does not carry it.
 */

const OBJECT_FIELDS = ["slug", "url", "file", "format", "size"];

/** `objects` may be missing, null, a list, or an object keyed by slug (whose values are the list). */
function objectList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return [];
  if (OBJECT_FIELDS.some((key) => key in raw && !isRecord(raw[key]))) return [raw];
  return Object.values(raw).filter(isRecord);
}

const API_URL =
  /(^|[./-])api([./-]|$)|\/rest\/|\/services?\/|\/odata|\/graphql|[?&](service|request|outputformat|f)=/i;

function uniqueKey(base: string, index: number, used: Set<string>): string {
  const start = base === "" ? `object-${index + 1}` : base;
  let key = start;
  for (let n = 2; used.has(key); n += 1) key = `${start}~${n}`;
  used.add(key);
  return key;
}

export function normalizeObjects(raw: unknown, portal: LinkBase | string): DatasetObject[] {
  const used = new Set<string>();
  const result: DatasetObject[] = [];
  objectList(raw).forEach((item, index) => {
    if (!isRecord(item)) return;
    const slug = parseSlug(item.slug);
    const name = parseText(item.name);
    const url = parseLink(item.url, portal);
    const file = parseLink(item.file, portal);
    const format = parseFormat(item.format, { file: item.file, url: item.url });
    const hasFile = file.href !== null || file.text !== "" || file.embeddedBytes !== undefined;
    const urlLooksLikeApi =
      url.href !== null && API_URL.test(url.href.replace(/^https?:\/\//, "/"));
    result.push({
      key: uniqueKey(slug || name.trim(), index, used),
      slug,
      name,
      description: parseText(item.description),
      url,
      file,
      format,
      size: parseSize(item.size),
      updated: parsePortalDate(item._updated),
      created: parsePortalDate(item._created),
      isApi: format.label === "API" || (!hasFile && urlLooksLikeApi),
    });
  });
  return result;
}

/** Some servers wrap one item as {"data": {...}} or answer a one-element list. */
function unwrapDetail(raw: unknown, slug: string): unknown {
  if (Array.isArray(raw)) {
    const records = raw.filter(isRecord);
    return records.find((item) => parseSlug(item.slug) === slug) ?? records[0] ?? raw;
  }
  if (isRecord(raw) && raw.slug === undefined && raw.name === undefined) {
    const inner = [raw.data, raw.result, raw.item, raw.resource].find(isRecord);
    if (inner !== undefined) return inner;
  }
  return raw;
}

/**
 * A dataset with its objects. Throws ApiError "bad-shape" only when the payload is not a dataset at
 * all (not an object, or neither name nor slug); every odd field inside is read leniently.
 */
export function normalizeDatasetDetail(
  raw: unknown,
  portal: LinkBase | string,
  requestedSlug = "",
  source: PayloadSource = UNKNOWN_SOURCE,
): DatasetDetail {
  const item = unwrapDetail(raw, requestedSlug);
  if (!isRecord(item)) {
    throw badShape(source, ` expected a dataset object, got ${describeValue(item)}`);
  }
  const slug = parseSlug(item.slug);
  const name = parseText(item.name);
  if (slug === "" && name.trim() === "") {
    throw badShape(source, " expected a dataset, got an object with neither name nor slug");
  }
  return {
    slug: slug || requestedSlug,
    name,
    description: parseText(item.description),
    updated: parsePortalDate(item._updated),
    created: parsePortalDate(item._created),
    objects: normalizeObjects(item.objects, portal),
  };
}
