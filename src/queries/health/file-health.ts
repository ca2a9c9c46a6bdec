import type { DatasetDetail, DatasetObject } from "../../api/types.ts";

/**
 * Stars on Tim Berners-Lee's scale, as far as a file's format tells: 1 for a document or picture
 * (open licence assumed, not checked), 2 for a spreadsheet of a closed format, 3 for an open
 * structured format, 4 for the formats of linked data. Null when the format tells nothing (an
 * archive, plain text, a web page, none given).
 */
const STARS: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  PDF: 1,
  DOC: 1,
  DOCX: 1,
  ODT: 1,
  RTF: 1,
  PNG: 1,
  JPG: 1,
  JPEG: 1,
  GIF: 1,
  TIF: 1,
  TIFF: 1,
  BMP: 1,
  WEBP: 1,
  SVG: 1,
  XLS: 2,
  XLSX: 2,
  CSV: 3,
  TSV: 3,
  JSON: 3,
  XML: 3,
  GEOJSON: 3,
  ODS: 3,
  KML: 3,
  RDF: 4,
  TTL: 4,
  JSONLD: 4,
  "JSON-LD": 4,
  NT: 4,
  N3: 4,
};

export type Stars = 1 | 2 | 3 | 4;

export function starsOf(format: string): Stars | null {
  return STARS[format.toUpperCase()] ?? null;
}

/** Two stars and up: a program can read the data (a spreadsheet's cells, a CSV's rows). */
function isMachineReadable(stars: Stars | null): boolean {
  return stars !== null && stars >= 2;
}

/** The files rated `least` stars or more (see FileHealth.stars). */
export function filesWithStars(health: Pick<FileHealth, "stars">, least: Stars): number {
  return health.stars.slice(least).reduce((sum, files) => sum + files, 0);
}

/** A dataset as the health page reads it: its summary's place in the catalog, and its detail. */
export interface DatasetRead {
  readonly portal: string;
  readonly slug: string;
  readonly name: string;
  /** The organization as the catalog's URL holds it ("" when none). */
  readonly org: string;
  readonly detail: DatasetDetail;
}

/** A file's link, as checked: where it points, and what this browser fetches for it. */
export interface FileLink {
  readonly portal: string;
  readonly slug: string;
  readonly dataset: string;
  readonly file: string;
  /** The public address; null when the object gives none a browser could follow. */
  readonly href: string | null;
  /** Same-origin through the portal's proxy, or `href` itself on another host. */
  readonly fetchUrl: string | null;
}

export interface FormatCount {
  /** Upper-case, as the format badge shows it; "" when the portal gave none. */
  readonly format: string;
  readonly files: number;
  readonly stars: Stars | null;
}

export interface OrgFiles {
  readonly key: string;
  readonly files: number;
  readonly machineReadable: number;
}

export interface DatasetRef {
  readonly portal: string;
  readonly slug: string;
  readonly name: string;
}

/** What every dataset's detail tells: its files, their formats, and what their metadata lacks. */
export interface FileHealth {
  readonly datasets: number;
  /** Objects that are files (or pages) to download; an attached API is not one. */
  readonly files: number;
  readonly apis: number;
  readonly noFiles: readonly DatasetRef[];
  readonly noSize: number;
  readonly noFormat: number;
  /** By files, most first. */
  readonly formats: readonly FormatCount[];
  /** Files by stars: index 0 is "the format does not tell", 1 to 4 the stars. */
  readonly stars: readonly number[];
  readonly organizations: readonly OrgFiles[];
}

function isFile(object: DatasetObject): boolean {
  return !object.isApi;
}

/**
 * Each dataset's file formats (upper-case, without repeats; "" for a file whose format nothing
 * says; none for a dataset with no files): what the catalog's format and files filters read.
 */
export function datasetFormats(
  reads: readonly DatasetRead[],
): [portal: string, slug: string, formats: string[]][] {
  return reads.map((read) => [
    read.portal,
    read.slug,
    [
      ...new Set(
        read.detail.objects.flatMap((object) => (isFile(object) ? [object.format.label] : [])),
      ),
    ],
  ]);
}

/** The formats (of `formats`) a file must have to earn `least` stars or more. */
export function formatsWithStars(formats: readonly FormatCount[], least: Stars): string[] {
  return formats.flatMap((row) => (row.stars !== null && row.stars >= least ? [row.format] : []));
}

/** Every file's link, in catalog order. */
export function fileLinks(reads: readonly DatasetRead[]): FileLink[] {
  const links: FileLink[] = [];
  for (const read of reads) {
    for (const object of read.detail.objects) {
      if (!isFile(object)) continue;
      const link = object.file.href !== null ? object.file : object.url;
      links.push({
        portal: read.portal,
        slug: read.slug,
        dataset: read.name,
        file: object.name || object.slug,
        href: link.href,
        fetchUrl: link.localHref,
      });
    }
  }
  return links;
}

/** The files of every dataset read, counted by format, stars and organization. */
export function fileHealth(reads: readonly DatasetRead[]): FileHealth {
  const formats = new Map<string, number>();
  const orgs = new Map<string, { files: number; machineReadable: number }>();
  const stars = [0, 0, 0, 0, 0];
  const noFiles: DatasetRef[] = [];
  let files = 0;
  let apis = 0;
  let noSize = 0;
  let noFormat = 0;
  for (const read of reads) {
    const org = orgs.get(read.org) ?? { files: 0, machineReadable: 0 };
    orgs.set(read.org, org);
    let own = 0;
    for (const object of read.detail.objects) {
      if (!isFile(object)) {
        apis += 1;
        continue;
      }
      own += 1;
      const format = object.format.label;
      formats.set(format, (formats.get(format) ?? 0) + 1);
      const rated = starsOf(format);
      stars[rated ?? 0] = (stars[rated ?? 0] ?? 0) + 1;
      org.files += 1;
      if (isMachineReadable(rated)) org.machineReadable += 1;
      if (object.size.bytes === null) noSize += 1;
      if (format === "") noFormat += 1;
    }
    files += own;
    if (own === 0) noFiles.push({ portal: read.portal, slug: read.slug, name: read.name });
  }
  return {
    datasets: reads.length,
    files,
    apis,
    noFiles,
    noSize,
    noFormat,
    formats: [...formats]
      .map(([format, count]) => ({ format, files: count, stars: starsOf(format) }))
      .sort((a, b) => b.files - a.files || a.format.localeCompare(b.format)),
    stars,
    organizations: [...orgs].map(([key, counts]) => ({ key, ...counts })),
  };
}
