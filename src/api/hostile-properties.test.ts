import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { respond, stubFetch } from "../test/fetch-stub.ts";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { isApiError } from "./api-error.ts";
import { getJson } from "./client.ts";
import { excerptOf, extractPortalMessage } from "./error-body.ts";
import { normalizeSummaries } from "./normalize-dataset.ts";
import { parsePortalDate } from "./normalize-date.ts";
import { normalizeDatasetDetail } from "./normalize-detail.ts";
import { parseLink } from "./normalize-link.ts";
import { parseSize } from "./normalize-size.ts";
import { parseName, parseSlug, parseText } from "./normalize-text.ts";
import { fetchProxyAnswer } from "./proxy.ts";

/**
 * Properties the other property file does not cover: the transport on arbitrary bytes, the error
 * readers' bounds, the text readers, more size and date forms, and hidden link schemes.
 */

const ORIGIN = "https://portal.example";

afterEach(() => {
  vi.unstubAllGlobals();
});

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/html",
  "text/html; charset=iso-8859-1",
  "text/plain; charset=x-unknown",
  "",
);

const bodies = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  fc.jsonValue().map((value) => new TextEncoder().encode(JSON.stringify(value) ?? "")),
  fc.string().map((text) => new TextEncoder().encode(text)),
  fc.constantFrom("<!doctype html><title>Oops</title>", "\ufeff{}", '{"error":"x"}', "null"),
);

describe("the transport on arbitrary answers", () => {
  it("getJson resolves or throws an ApiError, whatever the bytes, type and status", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        contentTypes,
        fc.constantFrom(200, 201, 404, 500),
        async (body, type, status) => {
          stubFetch({
            "/api/x": () =>
              respond(typeof body === "string" ? body : body.slice(), { status, type }),
          });
          try {
            await getJson(TEST_PORTAL, "/x");
          } catch (error) {
            expect(isApiError(error)).toBe(true);
            expect(String(error)).toContain("/api/x");
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("fetchProxyAnswer resolves or throws an ApiError, whatever the bytes, type and status", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        contentTypes,
        fc.constantFrom(200, 204, 401, 502),
        async (body, type, status) => {
          const payload = status === 204 ? null : typeof body === "string" ? body : body.slice();
          stubFetch({ "/api/proxy": () => respond(payload, { status, type }) });
          try {
            const answer = await fetchProxyAnswer(TEST_PORTAL, "slug");
            expect(["json", "text", "empty"]).toContain(answer.kind);
          } catch (error) {
            expect(isApiError(error)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Bodies that make naive patterns backtrack for seconds: unclosed tags, comments and elements. */
const pathological = fc.constantFrom(
  "<".repeat(50_000),
  "<p>".repeat(20_000),
  "<!--".repeat(20_000),
  "<body".repeat(10_000),
  `<title>${"<title".repeat(10_000)}`,
  `<html>${"<script>".repeat(10_000)}`,
  `1${" ".repeat(50_000)}x!`,
);

describe("error readers", () => {
  it("never throw and stay short, whatever the body", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), pathological),
        contentTypes,
        (text, type) => {
          expect(excerptOf(text, type).length).toBeLessThanOrEqual(200);
          const message = extractPortalMessage(text, type, 500);
          expect(message === null || message.length <= 300).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    // 300 runs of megabyte-sized pathological bodies take 1-2 s alone; more on a busy machine.
  }, 20_000);

  it("read pathological bodies, and sizes and dates out of them, without backtracking for long", () => {
    fc.assert(
      fc.property(pathological, (text) => {
        extractPortalMessage(text, "text/html", 500);
        excerptOf(text, "text/html");
        expect(parseSize(text).bytes).toBeNull();
        expect(parsePortalDate(text).ms).toBeNull();
      }),
      { numRuns: 20 },
    );
  });
});

describe("text readers", () => {
  it("always give a string (or null for names), never throw", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(typeof parseText(raw)).toBe("string");
        expect(typeof parseSlug(raw)).toBe("string");
        const name = parseName(raw);
        expect(name === null || typeof name === "string").toBe(true);
      }),
    );
  });

  it("keep any string as written", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(parseText(text)).toBe(text);
      }),
    );
  });
});

describe("more sizes", () => {
  it('"N bytes", "N GB" and thousands separators read back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        expect(parseSize(`${n} bytes`).bytes).toBe(n);
        expect(parseSize(`${n % 10_000} GB`).bytes).toBe((n % 10_000) * 1024 ** 3);
        expect(parseSize(n.toLocaleString("en-US")).bytes).toBe(n);
      }),
    );
  });

  it("negative numbers are unknown, never a size", () => {
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (n) => {
        expect(parseSize(n).bytes).toBeNull();
      }),
    );
  });
});

describe("more dates", () => {
  const dates = fc.date({
    min: new Date("1975-01-01T00:00:00Z"),
    max: new Date("2200-01-01T00:00:00Z"),
    noInvalidDate: true,
  });

  it('"YYYY-MM-DD HH:MM:SS" and {"$date"} read back to the same second', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const second = Math.floor(date.getTime() / 1000) * 1000;
        const spaced = new Date(second).toISOString().slice(0, 19).replace("T", " ");
        expect(parsePortalDate(spaced).ms).toBe(second);
        expect(parsePortalDate({ $date: new Date(second).toISOString() }).ms).toBe(second);
        expect(parsePortalDate({ $date: { $numberLong: String(second) } }).ms).toBe(second);
      }),
    );
  });

  it("any whole-minute offset reads back to the same instant", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -14 * 60, max: 14 * 60 }), (date, offset) => {
        const ms = Math.floor(date.getTime() / 1000) * 1000;
        const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
        const sign = offset < 0 ? "-" : "+";
        const abs = Math.abs(offset);
        const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
        expect(parsePortalDate(`${local}${zone}`).ms).toBe(ms);
      }),
    );
  });

  it("any date is either unknown or a finite instant, and epoch zero is always unknown", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const { ms } = parsePortalDate(raw);
        expect(ms === null || (Number.isFinite(ms) && ms !== 0)).toBe(true);
      }),
    );
    for (const zero of [0, "0", "Thu, 01 Jan 1970 00:00:00 GMT", "1970-01-01T00:00:00Z"]) {
      expect(parsePortalDate(zero).ms).toBeNull();
    }
  });
});

describe("links", () => {
  const hiddenScheme = fc
    .tuple(
      fc.constantFrom("javascript", "vbscript", "data", "file", "blob"),
      fc.array(fc.constantFrom("\t", "\n", "\r"), { maxLength: 3 }),
      fc.nat({ max: 9 }),
      fc.boolean(),
      fc.string({ maxLength: 30 }),
    )
    .map(([scheme, noise, at, upper, rest]) => {
      const cased = upper ? scheme.toUpperCase() : scheme;
      const cut = Math.min(at, cased.length);
      return ` ${cased.slice(0, cut)}${noise.join("")}${cased.slice(cut)}:${rest}`;
    });

  it("a dangerous scheme is never clickable, however it is cased or split by whitespace", () => {
    fc.assert(
      fc.property(hiddenScheme, (raw) => {
        expect(parseLink(raw, ORIGIN).href).toBeNull();
        expect(parseLink({ file: raw }, ORIGIN).href).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe("depth", () => {
  function nested(depth: number): unknown {
    let value: unknown = "bottom";
    for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value, name: value };
    return value;
  }

  it("values nested 10,000 deep in any field are read without overflowing the stack", () => {
    const deep = nested(10_000);
    const raw = { slug: "s", name: deep, description: deep, objects: deep, _updated: deep };
    expect(normalizeDatasetDetail(raw, ORIGIN).slug).toBe("s");
    expect(normalizeSummaries([raw, deep])).toHaveLength(1);
  });
});
