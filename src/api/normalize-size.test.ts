import { describe, expect, it } from "vitest";
import { parseSize } from "./normalize-size.ts";

const KB = 1024;
const MB = 1024 * 1024;

describe("parseSize", () => {
  it("reads integer bytes", () => {
    expect(parseSize(12345)).toEqual({ raw: 12345, bytes: 12345 });
  });

  it("reads numeric strings", () => {
    expect(parseSize("12345").bytes).toBe(12345);
    expect(parseSize(" 12345 ").bytes).toBe(12345);
  });

  it("rounds floats to whole bytes", () => {
    expect(parseSize(1234.6).bytes).toBe(1235);
    expect(parseSize("1234.4").bytes).toBe(1234);
  });

  it('reads "1.2 MB" and "850 KB" (1024-based)', () => {
    expect(parseSize("1.2 MB").bytes).toBe(Math.round(1.2 * MB));
    expect(parseSize("850 KB").bytes).toBe(850 * KB);
    expect(parseSize("850KB").bytes).toBe(850 * KB);
    expect(parseSize("3 mb").bytes).toBe(3 * MB);
  });

  it('reads a decimal comma "1,2 MB"', () => {
    expect(parseSize("1,2 MB").bytes).toBe(Math.round(1.2 * MB));
  });

  it("reads thousands separators", () => {
    expect(parseSize("1,234,567").bytes).toBe(1234567);
    expect(parseSize("1.234.567 bytes").bytes).toBe(1234567);
    expect(parseSize("1 234 567").bytes).toBe(1234567);
    expect(parseSize("1.234,5 KB").bytes).toBe(Math.round(1234.5 * KB));
  });

  it('reads "12345 bytes"', () => {
    expect(parseSize("12345 bytes").bytes).toBe(12345);
    expect(parseSize("1 byte").bytes).toBe(1);
  });

  it('reads binary units "1.5 GiB"', () => {
    expect(parseSize("1.5 GiB").bytes).toBe(1.5 * 1024 ** 3);
    expect(parseSize("2 TB").bytes).toBe(2 * 1024 ** 4);
  });

  it("keeps 0 as a real, empty file", () => {
    expect(parseSize(0).bytes).toBe(0);
    expect(parseSize("0").bytes).toBe(0);
  });

  it("treats null and empty as unknown", () => {
    expect(parseSize(null).bytes).toBeNull();
    expect(parseSize("").bytes).toBeNull();
    expect(parseSize(undefined).bytes).toBeNull();
  });

  it("reads values above 2^31", () => {
    expect(parseSize(3_000_000_000).bytes).toBe(3_000_000_000);
    expect(parseSize("3000000000").bytes).toBe(3_000_000_000);
    expect(parseSize({ $numberLong: "3000000000" }).bytes).toBe(3_000_000_000);
  });

  it("treats negative, NaN and unreadable values as unknown", () => {
    for (const raw of [-1, "-5 MB", NaN, Infinity, "big", "12 parsecs", true, [], {}]) {
      expect(parseSize(raw).bytes).toBeNull();
    }
  });
});
