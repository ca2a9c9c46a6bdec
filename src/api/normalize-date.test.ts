import { describe, expect, it } from "vitest";
import { parsePortalDate } from "./normalize-date.ts";

const APRIL_2013 = Date.UTC(2013, 3, 2, 10, 29, 13);
const JAN_2019 = Date.UTC(2019, 0, 30, 15, 2, 13);

describe("parsePortalDate", () => {
  it("reads RFC 1123, Eve's default", () => {
    expect(parsePortalDate("Tue, 02 Apr 2013 10:29:13 GMT").ms).toBe(APRIL_2013);
  });

  it("reads ISO 8601 with Z", () => {
    expect(parsePortalDate("2019-01-30T15:02:13Z").ms).toBe(JAN_2019);
  });

  it("reads ISO 8601 with an offset", () => {
    expect(parsePortalDate("2019-01-30T17:02:13+02:00").ms).toBe(JAN_2019);
    expect(parsePortalDate("2019-01-30T10:02:13-0500").ms).toBe(JAN_2019);
  });

  it("reads ISO 8601 with milliseconds and microseconds", () => {
    expect(parsePortalDate("2019-01-30T15:02:13.123Z").ms).toBe(JAN_2019 + 123);
    expect(parsePortalDate("2019-01-30T15:02:13.123456Z").ms).toBe(JAN_2019 + 123);
  });

  it("reads ISO 8601 with no zone as UTC", () => {
    expect(parsePortalDate("2019-01-30T15:02:13").ms).toBe(JAN_2019);
    expect(parsePortalDate("2019-01-30").ms).toBe(Date.UTC(2019, 0, 30));
  });

  it('reads "2019-01-30 15:02:13"', () => {
    expect(parsePortalDate("2019-01-30 15:02:13").ms).toBe(JAN_2019);
  });

  it("reads epoch seconds and milliseconds, as numbers or strings, by magnitude", () => {
    expect(parsePortalDate(JAN_2019 / 1000).ms).toBe(JAN_2019);
    expect(parsePortalDate(JAN_2019).ms).toBe(JAN_2019);
    expect(parsePortalDate(String(JAN_2019 / 1000)).ms).toBe(JAN_2019);
    expect(parsePortalDate(String(JAN_2019)).ms).toBe(JAN_2019);
    expect(parsePortalDate(JAN_2019 / 1000 + 0.5).ms).toBe(JAN_2019 + 500);
  });

  it("reads Eve / MongoDB {$date}", () => {
    expect(parsePortalDate({ $date: "2019-01-30T15:02:13Z" }).ms).toBe(JAN_2019);
    expect(parsePortalDate({ $date: JAN_2019 }).ms).toBe(JAN_2019);
    expect(parsePortalDate({ $date: { $numberLong: String(JAN_2019) } }).ms).toBe(JAN_2019);
  });

  it("treats null, empty and missing as unknown", () => {
    expect(parsePortalDate(null).ms).toBeNull();
    expect(parsePortalDate("").ms).toBeNull();
    expect(parsePortalDate("   ").ms).toBeNull();
    expect(parsePortalDate(undefined).ms).toBeNull();
  });

  it("treats epoch zero as unknown, never as 1970", () => {
    expect(parsePortalDate("Thu, 01 Jan 1970 00:00:00 GMT").ms).toBeNull();
    expect(parsePortalDate(0).ms).toBeNull();
    expect(parsePortalDate("0").ms).toBeNull();
    expect(parsePortalDate("1970-01-01T00:00:00Z").ms).toBeNull();
  });

  it("returns null for nonsense instead of guessing", () => {
    for (const raw of ["yesterday", "2019-02-31", "2019-13-01", "32.01.2019", true, [], {}, NaN]) {
      expect(parsePortalDate(raw).ms).toBeNull();
    }
  });

  it("reads day-first dotted dates", () => {
    expect(parsePortalDate("30.01.2019. 15:02:13").ms).toBe(JAN_2019);
  });

  it("keeps the raw value beside the parsed one", () => {
    const raw = "Tue, 02 Apr 2013 10:29:13 GMT";
    expect(parsePortalDate(raw)).toEqual({ raw, ms: APRIL_2013 });
  });

  it("lets _created be later than _updated: each is read on its own", () => {
    const created = parsePortalDate("2020-01-01T00:00:00Z").ms ?? 0;
    const updated = parsePortalDate("2019-01-01T00:00:00Z").ms ?? 0;
    expect(created).toBeGreaterThan(updated);
  });
});
