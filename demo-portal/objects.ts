import type {
  BrokenKind,
  CatalogEntry,
  DeclaredSize,
  FileKind,
  ObjectKind,
  PortalObject,
} from "./catalog-types.ts";
import { PHRASES } from "./catalog-vocabulary.ts";
import { EPOCH_ZERO, toRfc1123 } from "./dates.ts";
import { createRandom, deriveSeed, type Random } from "./random.ts";
import { slugify } from "./text.ts";

const FILE_EXTENSIONS: Record<FileKind, string> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  xls: "xls",
  xlsx: "xlsx",
  ods: "ods",
  csv: "csv",
  json: "json",
  xml: "xml",
  zip: "zip",
  txt: "txt",
  png: "png",
  geojson: "geojson",
};

/** What a broken file claims to be: its name, format and size look like any other's. */
const BROKEN_STAND_INS: Record<BrokenKind, FileKind> = {
  missing: "csv",
  failing: "xlsx",
  hanging: "pdf",
};

function isBrokenKind(kind: ObjectKind | undefined): kind is BrokenKind {
  return kind === "missing" || kind === "failing" || kind === "hanging";
}

/** The same format written the many ways publishers type it into a CMS. */
const FORMAT_SPELLINGS: Record<FileKind | "link", readonly (string | null)[]> = {
  pdf: ["PDF", "PDF", "pdf", "application/pdf"],
  doc: ["DOC", "doc", "application/msword"],
  docx: ["DOCX", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["XLS", "xls", "application/vnd.ms-excel"],
  xlsx: ["XLSX", "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ods: ["ODS", "ods", "application/vnd.oasis.opendocument.spreadsheet"],
  csv: ["CSV", "CSV", "csv", ".csv", "text/csv"],
  json: ["JSON", "json", "application/json"],
  xml: ["XML", "xml", ".xml", "text/xml"],
  zip: ["ZIP", "zip", "application/zip"],
  txt: ["TXT", "txt", "text/plain"],
  png: ["PNG", "png", "image/png"],
  geojson: ["GeoJSON", "geojson", "application/geo+json"],
  link: ["HTML", "PDF", "", null],
};

const DRAWN_KINDS: readonly ObjectKind[] = [
  "pdf",
  "pdf",
  "pdf",
  "csv",
  "csv",
  "csv",
  "xlsx",
  "xlsx",
  "xls",
  "doc",
  "docx",
  "json",
  "xml",
  "zip",
  "txt",
  "link",
];

const UPSTREAM_ORIGIN = "https://upstream.example.org";
const PUBLISHER_SITE = "https://data.example.org";

function drawKinds(random: Random, hasApi: boolean): ObjectKind[] {
  const count = 1 + Math.floor(random.next() ** 2 * 11);
  const kinds = Array.from({ length: count }, () => random.pick(DRAWN_KINDS));
  if (hasApi) kinds[random.int(0, kinds.length - 1)] = "api";
  return kinds;
}

/** Objects are built on first request from the entry's own seed, so large catalogs stay cheap. */
export function buildObjects(entry: CatalogEntry): PortalObject[] {
  const random = createRandom(deriveSeed(entry.seed, "objects"));
  const kinds = entry.objectKinds ?? drawKinds(random, entry.apiKind !== null);
  const labels = PHRASES[entry.organization.language].objectLabels;
  const usedNames = new Set<string>();
  const usedFiles = new Set<string>();
  const datasetSlug = entry.summary.slug;
  const organizationPath = slugify(entry.organization.name);

  return kinds.map((drawn, index) => {
    const kind = isBrokenKind(drawn) ? BROKEN_STAND_INS[drawn] : drawn;
    let name = `${labels[(index + entry.seed) % labels.length]} ${entry.year - (index % 3)}`;
    if (usedNames.has(name)) name = `${name} (${kind.toUpperCase()})`;
    if (usedNames.has(name)) name = `${name} ${index + 1}`;
    usedNames.add(name);
    const slug = `${slugify(name)}-${index + 1}`;
    const dates = objectDates(random, entry);
    const description = random.chance(0.3)
      ? null
      : random.chance(0.2)
        ? ""
        : `${name} — ${entry.summary.name}`;
    const publisherPage = `${PUBLISHER_SITE}/${organizationPath}/${encodeURIComponent(datasetSlug)}`;

    if (kind === "api") {
      return {
        name: `API — ${name}`,
        slug,
        description,
        url: `${UPSTREAM_ORIGIN}/v1/datasets/${encodeURIComponent(datasetSlug)}`,
        file: null,
        format: "API",
        size: null,
        ...dates,
      };
    }
    if (kind === "link") {
      return {
        name,
        slug,
        description,
        url: `${publisherPage}/${slug}`,
        file: random.chance(0.5) ? null : "",
        format: random.pick(FORMAT_SPELLINGS.link),
        size: random.chance(0.5) ? null : "",
        ...dates,
      };
    }
    let base = entry.rawFileNames ? name : slugify(name) || `file-${index + 1}`;
    if (usedFiles.has(base)) base = `${base}-${index + 1}`;
    usedFiles.add(base);
    const roll = random.next();
    return {
      name,
      slug,
      description,
      url: roll < 0.4 ? publisherPage : roll < 0.8 ? null : "",
      file: `/uploads/${datasetSlug}/${base}.${FILE_EXTENSIONS[kind]}`,
      format: random.chance(0.02) ? random.pick(["", null]) : random.pick(FORMAT_SPELLINGS[kind]),
      size: declaredSize(random, kind),
      ...dates,
    };
  });
}

function objectDates(
  random: Random,
  entry: CatalogEntry,
): Pick<PortalObject, "_created" | "_updated"> {
  const start = Math.min(entry.createdAt, entry.updatedAt);
  const end = Math.max(entry.createdAt, entry.updatedAt);
  const created = start + (end - start) * random.next() * 0.5;
  const updated = created + (end - created) * random.next();
  return {
    _created: toRfc1123(Math.floor(created / 1000) * 1000),
    _updated: random.chance(0.01) ? EPOCH_ZERO : toRfc1123(Math.floor(updated / 1000) * 1000),
  };
}

/** Sizes are the catalog's claim, written as publishers write them; served files stay small. */
function declaredSize(random: Random, kind: FileKind): DeclaredSize {
  const bytes = Math.round(
    Math.exp(Math.log(2_000) + random.next() * Math.log(500_000_000 / 2_000)),
  );
  const roll = random.next();
  if (roll < 0.72) return bytes;
  if (roll < 0.84) return String(bytes);
  if (roll < 0.9) return humanSize(bytes, random.chance(0.3));
  if (roll < 0.94) return null;
  if (roll < 0.97) return `${bytes} bytes`;
  return kind === "zip" ? 2 ** 31 + random.int(1, 3_000_000_000) : 0;
}

function humanSize(bytes: number, decimalComma: boolean): string {
  const text =
    bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1_000)} KB`;
  return decimalComma ? text.replace(".", ",") : text;
}
