import { describe, expect, it } from "vitest";
import { isApiError } from "./api-error.ts";
import { normalizeSummaries, normalizeSummary } from "./normalize-dataset.ts";
import { normalizeDatasetDetail, normalizeObjects } from "./normalize-detail.ts";
import { parseName, parseText } from "./normalize-text.ts";

const ORIGIN = "https://portal.example";

describe("text fields", () => {
  it("turns null and missing into an empty string", () => {
    expect(parseText(null)).toBe("");
    expect(parseText(undefined)).toBe("");
  });

  it("stringifies numbers", () => {
    expect(parseText(2019)).toBe("2019");
  });

  it("keeps HTML, entities, \\r\\n, emoji, Cyrillic and diacritics as written", () => {
    for (const text of [
      "<p>Budžet <b>grada</b></p>",
      "Fish &amp; chips &#x27;",
      "line one\r\nline two",
      "Air quality 🌫️",
      "Бюджет града Београда",
      "č ć š đ ž ă ș ț ő ű",
      "x".repeat(100_000),
    ]) {
      expect(parseText(text)).toBe(text);
    }
  });
});

describe("ownerName and categoryName", () => {
  it("reads a string, an embedded {_id, name}, or nothing", () => {
    expect(parseName("City of Novi Sad")).toBe("City of Novi Sad");
    expect(parseName({ _id: { $oid: "5c1b" }, name: "Ministry" })).toBe("Ministry");
    expect(parseName(null)).toBeNull();
    expect(parseName(undefined)).toBeNull();
    expect(parseName("")).toBeNull();
    expect(parseName({ _id: "x" })).toBeNull();
  });
});

describe("normalizeSummary", () => {
  it("reads the spec's fields and ignores _id, _etag, _links, __v and id", () => {
    const summary = normalizeSummary({
      _id: { $oid: "5c1b2f" },
      _etag: "abc",
      _links: { self: { href: "resources/5c1b2f" } },
      __v: 0,
      id: 7,
      ownerName: { _id: "o1", name: "City" },
      categoryName: "Budget",
      name: "Budget 2019",
      slug: "budget-2019",
      description: null,
      _updated: "Tue, 02 Apr 2013 10:29:13 GMT",
      _created: "Thu, 01 Jan 1970 00:00:00 GMT",
    });
    expect(summary).toEqual({
      slug: "budget-2019",
      name: "Budget 2019",
      description: "",
      ownerName: "City",
      categoryName: "Budget",
      updated: { raw: "Tue, 02 Apr 2013 10:29:13 GMT", ms: Date.UTC(2013, 3, 2, 10, 29, 13) },
      created: { raw: "Thu, 01 Jan 1970 00:00:00 GMT", ms: null },
    });
  });

  it("keeps a summary with a name but no slug (slug ''), drops one with neither", () => {
    expect(normalizeSummary({ name: "Unlinked" })?.slug).toBe("");
    expect(normalizeSummary({ description: "nothing else" })).toBeNull();
    expect(normalizeSummary(null)).toBeNull();
    expect(normalizeSummary("budget")).toBeNull();
  });

  it("de-duplicates by slug, keeping the first", () => {
    const list = normalizeSummaries([
      { slug: "a", name: "First" },
      { slug: "a", name: "Second" },
      { slug: "b", name: "B" },
      { name: "no slug 1" },
      { name: "no slug 2" },
      42,
    ]);
    expect(list.map((s) => s.name)).toEqual(["First", "B", "no slug 1", "no slug 2"]);
  });

  it("keeps non-ASCII and % in slugs as written", () => {
    expect(normalizeSummary({ slug: "budžet-100%", name: "x" })?.slug).toBe("budžet-100%");
  });
});

describe("normalizeObjects", () => {
  it("reads missing, null, [] and {} as no objects", () => {
    for (const raw of [undefined, null, [], {}]) expect(normalizeObjects(raw, ORIGIN)).toEqual([]);
  });

  it("reads an object of objects as its values", () => {
    const objects = normalizeObjects(
      { a: { slug: "a", name: "A" }, b: { slug: "b", name: "B" } },
      ORIGIN,
    );
    expect(objects.map((o) => o.slug)).toEqual(["a", "b"]);
  });

  it("gives repeated slugs unique keys", () => {
    const objects = normalizeObjects(
      [{ slug: "x" }, { slug: "x" }, { slug: "x" }, {}, { name: "N" }, { name: "N" }],
      ORIGIN,
    );
    const keys = objects.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(["x", "x~2", "x~3", "object-4", "N", "N~2"]);
  });

  it("reads every field of an object", () => {
    const [object] = normalizeObjects(
      [
        {
          name: "Report",
          slug: "report",
          description: "<b>yearly</b>",
          url: "https://city.example/report",
          file: "/uploads/report 2019.pdf",
          format: "",
          size: "1,2 MB",
          _updated: 1548860533,
          _created: null,
        },
      ],
      ORIGIN,
    );
    expect(object?.file.href).toBe("https://portal.example/uploads/report%202019.pdf");
    expect(object?.format.label).toBe("PDF");
    expect(object?.size.bytes).toBe(Math.round(1.2 * 1024 * 1024));
    expect(object?.updated.ms).toBe(1548860533000);
    expect(object?.created.ms).toBeNull();
    expect(object?.description).toBe("<b>yearly</b>");
    expect(object?.isApi).toBe(false);
  });

  it("marks API objects: format API, or an API-looking url with no file", () => {
    const objects = normalizeObjects(
      [
        { slug: "a", format: "API", url: "https://x.example/anything" },
        { slug: "b", url: "https://x.example/api/v1/air" },
        { slug: "c", url: "https://api.x.example/air" },
        { slug: "d", url: "https://x.example/api/v1/air", file: "/uploads/air.csv" },
        { slug: "e", url: "https://x.example/about" },
      ],
      ORIGIN,
    );
    expect(objects.map((o) => o.isApi)).toEqual([true, true, true, false, false]);
  });
});

describe("normalizeDatasetDetail", () => {
  it("reads a detail with objects", () => {
    const detail = normalizeDatasetDetail(
      { name: "Air", slug: "air", objects: [{ slug: "o", format: "csv" }] },
      ORIGIN,
    );
    expect(detail.slug).toBe("air");
    expect(detail.objects[0]?.format.label).toBe("CSV");
  });

  it("falls back to the requested slug when the detail has only a name", () => {
    expect(normalizeDatasetDetail({ name: "Air" }, ORIGIN, "air").slug).toBe("air");
  });

  it("unwraps {data: {...}} and one-element lists", () => {
    expect(normalizeDatasetDetail({ data: { slug: "air" } }, ORIGIN).slug).toBe("air");
    expect(normalizeDatasetDetail([{ slug: "air" }], ORIGIN).slug).toBe("air");
  });

  it("throws bad-shape when the payload is not a dataset", () => {
    for (const raw of [42, null, "air", { _id: "x", objects: [] }]) {
      let caught: unknown;
      try {
        normalizeDatasetDetail(raw, ORIGIN, "air", { method: "GET", url: "/api/resource/air" });
      } catch (error) {
        caught = error;
      }
      expect(isApiError(caught) && caught.kind).toBe("bad-shape");
      expect(String(caught)).toContain("GET /api/resource/air");
    }
  });
});

describe("slugs that cannot be a path segment", () => {
  it('lists "." and ".." without a slug, so no link opens another page', () => {
    const list = normalizeSummaries([
      { slug: "..", name: "Two dots" },
      { slug: ".", name: "One dot" },
    ]);
    expect(list.map((item) => [item.slug, item.name])).toEqual([
      ["", "Two dots"],
      ["", "One dot"],
    ]);
  });
});
