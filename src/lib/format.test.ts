import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTime, formatRelative } from "./format.ts";

describe("formatBytes", () => {
  it("steps by 1024 with one fraction digit under 100", () => {
    expect(formatBytes(1.2 * 1024 ** 2, "en")).toBe("1.2 MB");
    expect(formatBytes(850 * 1024, "en")).toBe("850 KB");
    expect(formatBytes(1023, "en")).toBe("1,023 B");
    expect(formatBytes(3.5 * 1024 ** 3, "en")).toBe("3.5 GB");
  });
  it("shows back a size the portal wrote as text exactly as written", async () => {
    const { parseSize } = await import("../api/normalize-size.ts");
    for (const text of ["1.2 MB", "850 KB", "12 GB"]) {
      expect(formatBytes(parseSize(text).bytes, "en")).toBe(text);
    }
  });
  it("shows a dash when the size is unknown, and 0 B for an empty file", () => {
    expect(formatBytes(null)).toBe("—");
    expect(formatBytes(Number.NaN)).toBe("—");
    expect(formatBytes(0, "en")).toBe("0 B");
  });
});

describe("formatDate and formatRelative", () => {
  const day = 24 * 3600_000;
  it("says unknown instead of inventing a date", () => {
    expect(formatDate(null)).toBe("unknown");
    expect(formatRelative(null)).toBe("unknown");
  });
  it("formats in UTC so a date does not shift with the reader's zone", () => {
    expect(formatDate(Date.UTC(2013, 3, 2, 23, 59), "en-GB")).toBe("2 Apr 2013");
  });
  it("counts back in the largest whole unit", () => {
    const now = Date.UTC(2026, 10, 22);
    expect(formatRelative(now - 3 * day, now, "en")).toBe("3 days ago");
    expect(formatRelative(now - 1 * day, now, "en")).toBe("yesterday");
    expect(formatRelative(now - 400 * day, now, "en")).toBe("last year");
    expect(formatRelative(now - 10_000, now, "en")).toBe("just now");
  });
});

describe("formatDateTime", () => {
  it("gives the exact instant in UTC without throwing", () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 10, 29), "en-GB")).toBe("22 Nov 2026, 10:29 UTC");
    expect(formatDateTime(null)).toBe("unknown");
  });
});
