import { describe, expect, it } from "vitest";
import { generateCatalog } from "./catalog.ts";
import { ORGANIZATIONS } from "./catalog-vocabulary.ts";
import { EPOCH_ZERO } from "./dates.ts";
import { DEMO_SLUGS, HEALTH_SLUGS } from "./demo-slugs.ts";

const REFERENCE = Date.UTC(2026, 10, 22);

describe("generateCatalog", () => {
  // How fast is not asserted here (a loaded CI machine would make it flaky): `npm run bench`
  // serves this 10,000-dataset catalog and reports what the client sees.
  it("builds 10,000 datasets with unique url-safe slugs besides the demo ones", () => {
    const catalog = generateCatalog({ datasets: 10_000, referenceTime: REFERENCE });
    expect(catalog.entries).toHaveLength(10_000);
    const slugs = catalog.entries.map((entry) => entry.summary.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const demoSlugs = new Set<string>(Object.values(DEMO_SLUGS));
    for (const slug of slugs) {
      if (!demoSlugs.has(slug)) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("handles 50,000 datasets", { timeout: 30_000 }, () => {
    expect(generateCatalog({ datasets: 50_000, referenceTime: REFERENCE }).entries).toHaveLength(
      50_000,
    );
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const first = generateCatalog({ datasets: 300, seed: 7, referenceTime: REFERENCE });
    const again = generateCatalog({ datasets: 300, seed: 7, referenceTime: REFERENCE });
    const other = generateCatalog({ datasets: 300, seed: 8, referenceTime: REFERENCE });
    const summaries = (c: typeof first) => c.entries.map((entry) => entry.summary);
    expect(summaries(again)).toEqual(summaries(first));
    expect(summaries(other)).not.toEqual(summaries(first));
    const entry = first.entries[100];
    const twin = again.entries[100];
    if (!entry || !twin) throw new Error("missing entry");
    expect(again.detail(twin)).toEqual(first.detail(entry));
  });

  it("has the variety the explorer must cope with", () => {
    const catalog = generateCatalog({ datasets: 3000, referenceTime: REFERENCE });
    const summaries = catalog.entries.map((entry) => entry.summary);
    expect(new Set(summaries.map((s) => s.ownerName)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(summaries.map((s) => s.categoryName)).size).toBeGreaterThanOrEqual(10);
    expect(ORGANIZATIONS.some((o) => o.name === "Град Београд")).toBe(true);
    expect(summaries.some((s) => /[а-яђјљњћџ]/i.test(s.name))).toBe(true);
    expect(summaries.some((s) => /[ăâîșț]/.test(s.name))).toBe(true);
    expect(summaries.some((s) => /[őű]/.test(s.name))).toBe(true);
    expect(summaries.some((s) => s.description.includes("\r\n"))).toBe(true);
    expect(summaries.some((s) => s.description.includes("<a href="))).toBe(true);
    expect(summaries.some((s) => s.description.length > 2000)).toBe(true);
    expect(summaries.some((s) => s._updated === EPOCH_ZERO)).toBe(true);
    expect(summaries.some((s) => Date.parse(s._created) > Date.parse(s._updated))).toBe(true);
    const weekAgo = REFERENCE - 7 * 86_400_000;
    expect(summaries.filter((s) => Date.parse(s._updated) > weekAgo).length).toBeGreaterThan(50);
    expect(
      summaries.every((s) => /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(s._updated)),
    ).toBe(true);
    const withApi = catalog.entries.filter((entry) => entry.apiKind !== null).length;
    expect(withApi / catalog.entries.length).toBeGreaterThanOrEqual(0.2);
  });

  it("gives objects varied formats, sizes and links", () => {
    const catalog = generateCatalog({ datasets: 400, referenceTime: REFERENCE });
    const objects = catalog.entries.flatMap((entry) => catalog.detail(entry).objects);
    const formats = new Set(objects.map((o) => o.format));
    for (const format of ["CSV", "csv", ".csv", "text/csv", "API", "PDF"])
      expect(formats).toContain(format);
    expect(formats).toContain("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(objects.some((o) => typeof o.size === "number")).toBe(true);
    expect(objects.some((o) => typeof o.size === "string" && /^\d+$/.test(o.size))).toBe(true);
    expect(objects.some((o) => typeof o.size === "string" && /[KM]B$/.test(o.size))).toBe(true);
    expect(objects.some((o) => o.size === null)).toBe(true);
    expect(objects.some((o) => !o.file && o.url?.startsWith("https://data.example.org/"))).toBe(
      true,
    );
    expect(objects.filter((o) => o.file).every((o) => o.file?.startsWith("/uploads/"))).toBe(true);
    // One dataset lists no files on purpose: the health page counts such datasets.
    const withFiles = catalog.entries.filter(
      (entry) => entry.summary.slug !== HEALTH_SLUGS.noFiles,
    );
    const counts = withFiles.map((entry) => catalog.detail(entry).objects.length);
    expect(Math.min(...counts)).toBe(1);
    const noFiles = catalog.find(HEALTH_SLUGS.noFiles);
    expect(noFiles && catalog.detail(noFiles).objects).toEqual([]);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
  });
});
