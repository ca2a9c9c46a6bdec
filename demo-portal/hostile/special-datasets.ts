import { CANARY, HOSTILE_SLUGS as S } from "./hostile-slugs.ts";
import { DANGEROUS_LINKS, SCRIPT_PAYLOADS, shortMarkup, withMarkup } from "./payloads.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type RawDataset = { [key: string]: Json };

const RFC = "Tue, 02 Apr 2013 10:29:13 GMT";

/** Every date form of API-REALITY.md, in order; the test reads them back by index. */
export const DATE_FORMS: readonly Json[] = [
  RFC,
  "2024-03-05T10:20:30Z",
  "2024-03-05T12:20:30+02:00",
  "2024-03-05T10:20:30.123Z",
  "2024-03-05T10:20:30.123456",
  "2024-03-05T10:20:30",
  "2019-01-30 15:02:13",
  1709634030,
  1709634030000,
  "1709634030",
  "1709634030000",
  { $date: "2024-03-05T10:20:30Z" },
  { $date: { $numberLong: "1709634030000" } },
  "Thu, 01 Jan 1970 00:00:00 GMT",
  null,
  "",
  "yesterday",
  "2024-02-31T00:00:00Z",
  [],
  {},
  true,
];

/** Every size form; `bytes` is what a reader should make of it (null: unknown). */
export const SIZE_FORMS: readonly Json[] = [
  12345,
  "12345",
  1234.5,
  "1.2 MB",
  "850 KB",
  "1,2 MB",
  "12345 bytes",
  0,
  null,
  "",
  3_000_000_000,
  { $numberLong: "3000000000" },
  -5,
  "lots",
  "1e400",
  [],
];

export const FORMAT_FORMS: readonly Json[] = [
  "CSV",
  "csv",
  ".csv",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "API",
  "",
  null,
  42,
  {},
  shortMarkup("XLS"),
];

const LINK_FORMS: readonly Json[] = [
  null,
  "",
  "/uploads/a.pdf",
  "http://example.org/plain-http.csv",
  "https://example.org/with spaces/and čćž.csv",
  "https://例え.テスト/данные.json",
  "//cdn.example.org/protocol-relative.csv",
  "www.example.org/no-scheme.csv",
  {
    file: "/media/eve-media.xlsx",
    content_type: "application/vnd.ms-excel",
    name: "eve.xls",
    length: 2048,
  },
  { name: "media object without a path" },
  "UEsDBBQAAAAIAAAAIQBk7n1Hd3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3",
  ...DANGEROUS_LINKS,
];

const markupOwner = { _id: { $oid: "65f0c0ffee0000000000beef" }, name: shortMarkup("Ministry") };

function object(index: number, fields: RawDataset): RawDataset {
  return {
    _id: { $oid: `65f0c0ffee${String(index).padStart(14, "0")}` },
    _etag: "deadbeef",
    __v: 0,
    slug: `object-${index}`,
    name: `Object ${index}`,
    _updated: RFC,
    _created: RFC,
    ...fields,
  };
}

function summary(slug: string, name: string, extra: RawDataset = {}): RawDataset {
  return {
    _id: { $oid: "65f0c0ffee0000000000cafe" },
    _etag: "0123456789abcdef",
    _links: { self: { href: `resource/${slug}`, title: "resource" } },
    __v: 3,
    id: 77,
    slug,
    name,
    description: `${name}: a dataset of the hostile scenario.`,
    ownerName: "Hostile test authority",
    categoryName: "Robustness",
    _updated: RFC,
    _created: "2012-01-01T00:00:00Z",
    ...extra,
  };
}

/** A dataset whose objects carry every form at once, one object per form of each field. */
function everyFormObjects(): Json[] {
  const count = Math.max(
    DATE_FORMS.length,
    SIZE_FORMS.length,
    FORMAT_FORMS.length,
    LINK_FORMS.length,
  );
  const objects: Json[] = [];
  for (let i = 0; i < count; i++) {
    objects.push(
      object(i, {
        name: `Form ${i}`,
        size: SIZE_FORMS[i % SIZE_FORMS.length] ?? null,
        format: FORMAT_FORMS[i % FORMAT_FORMS.length] ?? null,
        url: LINK_FORMS[i % LINK_FORMS.length] ?? null,
        file: LINK_FORMS[(i + 3) % LINK_FORMS.length] ?? null,
        _updated: DATE_FORMS[i % DATE_FORMS.length] ?? null,
        _created: DATE_FORMS[(i + 5) % DATE_FORMS.length] ?? null,
        description: null,
      }),
    );
  }
  // Repeated object slugs, and entries that are not objects at all.
  objects.push(object(0, { name: "Same slug as the first object" }), null, 42, "a string", []);
  return objects;
}

function scriptObjects(): Json[] {
  return DANGEROUS_LINKS.map((link, i) =>
    object(i, {
      slug: shortMarkup(`object-${i}`),
      name: withMarkup(`Dangerous link ${i}`),
      description: withMarkup("Object description"),
      format: i % 2 === 0 ? "CSV" : shortMarkup("PDF"),
      size: "1.2 MB",
      url: link,
      file: DANGEROUS_LINKS[(i + 1) % DANGEROUS_LINKS.length] ?? null,
    }),
  );
}

function apiObject(): RawDataset {
  return object(0, {
    name: "Live API",
    format: "API",
    url: "https://api.example.org/v1/data",
    file: null,
  });
}

/** About 1 MB of text with markup sprinkled through it. */
function hugeDescription(): string {
  const paragraph = `<p>Paragraph with <b>bold</b>, <img src=x onerror="window.${CANARY}='huge'"> and text. ${"Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(16)}</p>\n`;
  return paragraph.repeat(Math.ceil(1_048_576 / paragraph.length));
}

interface Special {
  readonly summary: RawDataset;
  /** The detail answer's body, when the detail is a dataset (faults are answered elsewhere). */
  readonly detail: RawDataset;
}

function special(
  slug: string,
  name: string,
  detail: RawDataset = {},
  extra: RawDataset = {},
): Special {
  const base = summary(slug, name, extra);
  const { ownerName: _owner, categoryName: _category, ...rest } = base;
  return {
    summary: base,
    detail: {
      ...rest,
      objects: [object(0, { file: "/uploads/a.csv", format: "CSV", size: 1024 })],
      ...detail,
    },
  };
}

function buildSpecials(): Special[] {
  return [
    special(
      S.script,
      withMarkup("Script in every field"),
      { description: withMarkup("<p>Description</p>"), objects: scriptObjects() },
      {
        description: withMarkup("<p>Summary description</p>"),
        ownerName: markupOwner,
        categoryName: { _id: "c1", name: withMarkup("Category") },
      },
    ),
    special(S.hugeDescription, "A one-megabyte description", { description: hugeDescription() }),
    special(
      S.everyForm,
      "Every date, size, format and link form",
      { objects: everyFormObjects() },
      {
        ownerName: { _id: "o1", name: "Embedded owner object" },
        categoryName: null,
        _updated: "2024-03-05T12:20:30+02:00",
        _created: 1709634030,
      },
    ),
    special(S.objectsEmptyObject, "Objects sent as {}", { objects: {} }),
    special(
      S.objectsNull,
      "Objects sent as null",
      { objects: null },
      { ownerName: null, categoryName: null },
    ),
    special(S.objectsMissing, "Objects missing", { objects: [] }),
    special(S.objectsKeyed, "Objects keyed by slug", {
      objects: {
        first: object(1, { file: "/uploads/first.csv" }),
        second: object(2, { file: "/uploads/second.pdf" }),
      },
    }),
    special(S.repeated, "Repeated slug, first listing", {}, { _updated: null, _created: "" }),
    special(S.slash, "Slug with slashes"),
    special(S.percent, "Slug with a percent sign"),
    special(S.dotDot, "Slug that is two dots"),
    special(S.spaces, "Slug with spaces"),
    special(S.nonLatin, "Slug in four scripts: 数据 данные δεδομένα dữ liệu"),
    special(S.markupSlug, "Slug made of markup"),
    special(S.eve404, "Detail answers an Eve 404"),
    special(S.express404, "Detail answers an Express HTML 404"),
    special(S.flask500, "Detail answers a Flask HTML 500"),
    special(S.plain400, "Detail answers a JSON 400"),
    special(S.statusCode500, "Detail answers {status_code, message} 500"),
    special(S.eveErrorWith200, "Detail answers an Eve error with status 200"),
    special(S.htmlWith200, "Detail answers an HTML error page with status 200"),
    special(S.unavailable, "Detail answers 503 every time"),
    special(S.jsonAsHtml, "Detail JSON served as text/html"),
    special(S.invalidUtf8, "Detail body that is not valid UTF-8"),
    special(S.truncated, "Detail connection closes mid-body"),
    special(S.hang, "Detail never answers"),
    special(S.deepJson, "API answers JSON nested 10,000 levels deep", { objects: [apiObject()] }),
    special(S.proxyInvalidUtf8, "API answers bytes that are not UTF-8", { objects: [apiObject()] }),
    special(S.proxyHtmlWith200, "API answers an HTML error page with status 200", {
      objects: [apiObject()],
    }),
    special(S.proxyJsonAsHtml, "API answers JSON served as text/html", { objects: [apiObject()] }),
    special(S.proxyTruncated, "API connection closes mid-body", { objects: [apiObject()] }),
    special(S.proxyHang, "API never answers", { objects: [apiObject()] }),
    special(S.proxyScript, "API answers records full of markup", { objects: [apiObject()] }),
  ];
}

let cache: { list: Special[]; bySlug: Map<string, Special> } | null = null;

function specials() {
  if (cache === null) {
    const list = buildSpecials();
    cache = { list, bySlug: new Map(list.map((item) => [String(item.summary.slug), item])) };
  }
  return cache;
}

export function specialSummaries(): RawDataset[] {
  return specials().list.map((item) => item.summary);
}

export function specialDetail(slug: string): RawDataset | undefined {
  return specials().bySlug.get(slug)?.detail;
}

/**
 * Entries a list may hold that are not datasets, and a repeat of a slug: a reader drops all of them.
 * The repeat comes after the original, so "first wins" keeps the original's name.
 */
export function junkListEntries(): Json[] {
  return [
    null,
    42,
    "not a dataset",
    [],
    {},
    { name: null, slug: null },
    { name: "", slug: "   " },
    summary(S.repeated, "Repeated slug, second listing (must not be shown)"),
  ];
}

/** A dataset with a name and no slug is still listed (without a link); it counts as one dataset. */
export function nameOnlyEntry(): RawDataset {
  const { slug: _slug, ...rest } = summary("", "A dataset with a name but no slug");
  return rest;
}

export const SCRIPT_RECORDS: Json[] = Array.from({ length: 20 }, (_, i) => ({
  id: i,
  name: SCRIPT_PAYLOADS[i % SCRIPT_PAYLOADS.length] ?? "",
  link: DANGEROUS_LINKS[i % DANGEROUS_LINKS.length] ?? "",
  "<img src=x onerror=alert(1)>": "markup as a column name",
  nested: { html: shortMarkup("nested") },
}));
