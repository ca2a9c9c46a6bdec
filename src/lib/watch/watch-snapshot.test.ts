import { describe, expect, it } from "vitest";
import { type DatasetSnapshot, diffSnapshots, type SeenFile } from "./watch-snapshot.ts";

function file(name: string, extra: Partial<SeenFile> = {}): SeenFile {
  return { name, url: `https://p.example/${name}`, format: "CSV", size: 100, date: 1, ...extra };
}

const seen: DatasetSnapshot = {
  name: "Budget 2024",
  description: "<p>Yearly   budget</p>",
  files: [file("a.csv"), file("b.csv"), file("c.csv")],
};

describe("diffSnapshots", () => {
  it("finds nothing between a dataset and itself, nor in reflowed whitespace", () => {
    expect(diffSnapshots(seen, seen)).toEqual([]);
    expect(diffSnapshots(seen, { ...seen, description: "<p>Yearly budget</p>\n" })).toEqual([]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });

  it("names each file added and removed, and each size, date, format and link changed", () => {
    const now: DatasetSnapshot = {
      ...seen,
      files: [
        file("a.csv", { size: 250 }),
        file("b.csv", { date: 2, format: "XLSX", url: "https://p.example/b2.csv" }),
        file("d.csv"),
      ],
    };
    expect(diffSnapshots(seen, now)).toEqual([
      { kind: "file-size", name: "a.csv", from: 100, to: 250 },
      { kind: "file-date", name: "b.csv", from: 1, to: 2 },
      { kind: "file-format", name: "b.csv", from: "CSV", to: "XLSX" },
      { kind: "file-url", name: "b.csv" },
      { kind: "file-added", name: "d.csv" },
      { kind: "file-removed", name: "c.csv" },
    ]);
  });

  it("tells a renamed dataset and a new description", () => {
    expect(diffSnapshots(seen, { ...seen, name: "Budget 2025", description: "New" })).toEqual([
      { kind: "name", from: "Budget 2024", to: "Budget 2025" },
      { kind: "description" },
    ]);
  });

  it("says a dataset is gone (404), and back again", () => {
    expect(diffSnapshots(seen, null)).toEqual([{ kind: "gone" }]);
    expect(diffSnapshots(null, seen)).toEqual([{ kind: "back" }]);
  });

  it("keeps two files of one name apart: the second one removed is one removal", () => {
    const twice = { ...seen, files: [file("data.csv"), file("data.csv", { size: 5 })] };
    const once = { ...seen, files: [file("data.csv")] };
    expect(diffSnapshots(twice, once)).toEqual([{ kind: "file-removed", name: "data.csv" }]);
    expect(diffSnapshots(once, twice)).toEqual([{ kind: "file-added", name: "data.csv" }]);
  });

  it("counts a size that became unknown as a change", () => {
    const now = { ...seen, files: [file("a.csv", { size: null }), file("b.csv"), file("c.csv")] };
    expect(diffSnapshots(seen, now)).toEqual([
      { kind: "file-size", name: "a.csv", from: 100, to: null },
    ]);
  });
});
