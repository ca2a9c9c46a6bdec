import { describe, expect, it } from "vitest";
import { normalizeObjects } from "../../api/normalize-detail.ts";
import type { DatasetDetail, DatasetObject } from "../../api/types.ts";
import {
  type DatasetRead,
  datasetFormats,
  fileHealth,
  fileLinks,
  filesWithStars,
  formatsWithStars,
  starsOf,
} from "./file-health.ts";

function object(
  name: string,
  format: string,
  options: { bytes?: number | null; api?: boolean; file?: string | null; url?: string | null } = {},
): DatasetObject {
  const link = (href: string | null | undefined) => ({
    raw: href ?? null,
    href: href ?? null,
    localHref: href ? href.replace("https://portal.example", "/portals/p") : null,
    text: href ?? "",
  });
  return {
    key: name,
    slug: name,
    name,
    description: "",
    url: link(options.url),
    file: link(
      options.file === undefined ? `https://portal.example/uploads/${name}` : options.file,
    ),
    format: { raw: format, label: format },
    size: { raw: options.bytes ?? null, bytes: options.bytes === undefined ? 10 : options.bytes },
    updated: { raw: "", ms: null },
    created: { raw: "", ms: null },
    isApi: options.api ?? false,
  };
}

function read(slug: string, org: string, objects: DatasetObject[]): DatasetRead {
  const detail: DatasetDetail = {
    slug,
    name: slug,
    description: "",
    updated: { raw: "", ms: null },
    created: { raw: "", ms: null },
    objects,
  };
  return { portal: "p", slug, name: slug.toUpperCase(), org, detail };
}

describe("starsOf", () => {
  it("rates what a format tells, and nothing where it tells nothing", () => {
    expect(["PDF", "DOC", "PNG", "jpeg"].map(starsOf)).toEqual([1, 1, 1, 1]);
    expect(["XLS", "XLSX"].map(starsOf)).toEqual([2, 2]);
    expect(["CSV", "JSON", "XML", "GEOJSON", "ODS"].map(starsOf)).toEqual([3, 3, 3, 3, 3]);
    expect(["ZIP", "TXT", "HTML", ""].map(starsOf)).toEqual([null, null, null, null]);
  });

  it("rates the formats the page names beyond the issue's list, as its sentence says", () => {
    // Text documents 1, more open structured formats 3, linked data 4 (file-panel.tsx says so).
    expect(["DOCX", "ODT", "RTF"].map(starsOf)).toEqual([1, 1, 1]);
    expect(["TSV", "KML"].map(starsOf)).toEqual([3, 3]);
    expect(["RDF", "TTL", "JSON-LD", "JSONLD", "NT", "N3", "rdf"].map(starsOf)).toEqual([
      4, 4, 4, 4, 4, 4, 4,
    ]);
  });
});

describe("fileHealth", () => {
  const reads = [
    read("a", "Grad", [
      object("a.csv", "CSV"),
      object("b.pdf", "PDF", { bytes: null }),
      object("api", "API", { api: true, file: null, url: "https://api.example/x" }),
    ]),
    read("b", "Grad", [object("c.xlsx", "XLSX"), object("d", "", { file: null })]),
    read("c", "Zavod", [object("only-api", "API", { api: true, file: null })]),
  ];
  const health = fileHealth(reads);

  it("counts files apart from APIs, and what their metadata lacks", () => {
    expect(health.files).toBe(4);
    expect(health.apis).toBe(2);
    expect(health.noSize).toBe(1);
    expect(health.noFormat).toBe(1);
    expect(health.noFiles.map((dataset) => dataset.slug)).toEqual(["c"]);
  });

  it("counts formats, stars and each organization's machine-readable files", () => {
    expect(health.formats.map((f) => [f.format, f.files, f.stars])).toEqual([
      ["", 1, null],
      ["CSV", 1, 3],
      ["PDF", 1, 1],
      ["XLSX", 1, 2],
    ]);
    expect(health.stars).toEqual([1, 1, 1, 1, 0]);
    expect(health.organizations).toEqual([
      { key: "Grad", files: 4, machineReadable: 2 },
      { key: "Zavod", files: 0, machineReadable: 0 },
    ]);
  });

  it("counts linked data among the open structured files and the machine-readable ones", () => {
    const linked = fileHealth([
      read("d", "Grad", [
        object("a.ttl", "TTL"),
        object("b.csv", "CSV"),
        object("c.xls", "XLS"),
        object("d.pdf", "PDF"),
        object("e.zip", "ZIP"),
      ]),
    ]);
    expect(linked.stars).toEqual([1, 1, 1, 1, 1]);
    expect(filesWithStars(linked, 3)).toBe(2);
    expect(filesWithStars(linked, 2)).toBe(3);
    expect(linked.organizations).toEqual([{ key: "Grad", files: 5, machineReadable: 3 }]);
  });

  it("counts a file with no format only where neither the portal nor the file's name says one", () => {
    const objects = normalizeObjects(
      [
        { name: "a", file: "https://portal.example/uploads/a.csv", format: "" },
        { name: "b", file: "https://portal.example/uploads/b.xlsx", format: null },
        { name: "c", file: "https://portal.example/uploads/preuzmi", format: "" },
      ],
      "https://portal.example/api",
    );
    const health = fileHealth([read("e", "Grad", objects)]);
    expect(health.noFormat).toBe(1);
    expect(health.formats.map((f) => [f.format, f.files])).toEqual([
      ["", 1],
      ["CSV", 1],
      ["XLSX", 1],
    ]);
  });

  it('gives the catalog each dataset\'s formats: none given as "", no files as none', () => {
    expect(datasetFormats(reads)).toEqual([
      ["p", "a", ["CSV", "PDF"]],
      ["p", "b", ["XLSX", ""]],
      ["p", "c", []],
    ]);
    expect(formatsWithStars(health.formats, 2)).toEqual(["CSV", "XLSX"]);
    expect(formatsWithStars(health.formats, 3)).toEqual(["CSV"]);
  });

  it("lists each file's link as the browser reaches it, the file's own before its page", () => {
    const links = fileLinks(reads);
    expect(links.map((link) => [link.file, link.fetchUrl])).toEqual([
      ["a.csv", "/portals/p/uploads/a.csv"],
      ["b.pdf", "/portals/p/uploads/b.pdf"],
      ["c.xlsx", "/portals/p/uploads/c.xlsx"],
      ["d", null],
    ]);
    expect(links[0]?.dataset).toBe("A");
  });
});
