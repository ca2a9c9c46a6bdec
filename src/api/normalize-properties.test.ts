import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isApiError } from "./api-error.ts";
import { extractPortalMessage } from "./error-body.ts";
import { isErrorBody } from "./json-body.ts";
import { normalizeSummaries } from "./normalize-dataset.ts";
import { parsePortalDate } from "./normalize-date.ts";
import { normalizeDatasetDetail, normalizeObjects } from "./normalize-detail.ts";
import { parseFormat } from "./normalize-format.ts";
import { parseLink } from "./normalize-link.ts";
import { readListPage } from "./normalize-list.ts";
import { parseSize } from "./normalize-size.ts";

const ORIGIN = "https://portal.example";
const SOURCE = { method: "GET", url: "/api/x" };

/** Anything a portal could send, including keys the normalisers look for. */
const portalValue = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc.record(
    {
      slug: fc.jsonValue(),
      name: fc.jsonValue(),
      objects: fc.jsonValue(),
      _items: fc.array(fc.jsonValue()),
      _links: fc.jsonValue(),
      _meta: fc.jsonValue(),
      file: fc.jsonValue(),
      $date: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

function onlyApiErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

describe("normalisers never throw anything but ApiError", () => {
  it("for field parsers, which never throw at all", () => {
    fc.assert(
      fc.property(portalValue, (raw) => {
        parsePortalDate(raw);
        parseSize(raw);
        parseFormat(raw, { url: raw, file: raw });
        parseLink(raw, ORIGIN);
        isErrorBody(raw);
        extractPortalMessage(typeof raw === "string" ? raw : (JSON.stringify(raw) ?? ""));
      }),
      { numRuns: 500 },
    );
  });

  it("for payload readers", () => {
    fc.assert(
      fc.property(portalValue, (raw) => {
        onlyApiErrors(() => normalizeDatasetDetail(raw, ORIGIN, "x", SOURCE));
        onlyApiErrors(() => readListPage(raw, SOURCE));
        normalizeObjects(raw, ORIGIN);
        normalizeSummaries(Array.isArray(raw) ? raw : [raw]);
      }),
      { numRuns: 500 },
    );
  });

  it("and a link is only ever clickable as http(s)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom("javascript:", "data:", "//")),
        (raw) => {
          const { href } = parseLink(raw, ORIGIN);
          expect(href === null || /^https?:\/\//.test(href)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("sizes", () => {
  it('"N KB" and "N MB" parse back to N × 1024 and N × 1024²', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom("KB", "MB"),
        (n, unit) => {
          const multiplier = unit === "KB" ? 1024 : 1024 ** 2;
          expect(parseSize(`${n} ${unit}`).bytes).toBe(n * multiplier);
          expect(parseSize(`${n}${unit}`).bytes).toBe(n * multiplier);
        },
      ),
    );
  });

  it("decimal amounts parse back to the rounded bytes, with a point or a comma", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth) => {
          const expected = Math.round((whole + tenth / 10) * 1024 ** 2);
          expect(parseSize(`${whole}.${tenth} MB`).bytes).toBe(expected);
          expect(parseSize(`${whole},${tenth} MB`).bytes).toBe(expected);
        },
      ),
    );
  });

  it("integers parse back as numbers and as strings", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(parseSize(n).bytes).toBe(n);
        expect(parseSize(String(n)).bytes).toBe(n);
      }),
    );
  });
});

describe("dates", () => {
  const dates = fc.date({
    min: new Date("1975-01-01T00:00:00Z"),
    max: new Date("2200-01-01T00:00:00Z"),
    noInvalidDate: true,
  });

  it("RFC 1123 parses back to the same second", () => {
    fc.assert(
      fc.property(dates, (date) => {
        const second = Math.floor(date.getTime() / 1000) * 1000;
        expect(parsePortalDate(date.toUTCString()).ms).toBe(second);
      }),
    );
  });

  it("ISO 8601 parses back to the same millisecond, with Z, with no zone and with an offset", () => {
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString();
        expect(parsePortalDate(iso).ms).toBe(date.getTime());
        expect(parsePortalDate(iso.replace("Z", "")).ms).toBe(date.getTime());
        expect(parsePortalDate(iso.replace("Z", "+00:00")).ms).toBe(date.getTime());
      }),
    );
  });

  it("epoch seconds and milliseconds parse back, as numbers and as strings", () => {
    fc.assert(
      fc.property(dates, (date) => {
        const ms = date.getTime();
        const seconds = Math.floor(ms / 1000);
        expect(parsePortalDate(ms).ms).toBe(ms);
        expect(parsePortalDate(String(ms)).ms).toBe(ms);
        expect(parsePortalDate(seconds).ms).toBe(seconds * 1000);
        expect(parsePortalDate(String(seconds)).ms).toBe(seconds * 1000);
      }),
    );
  });
});
