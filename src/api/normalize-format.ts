import { isNonEmptyString, isRecord } from "./guards.ts";
import type { PortalFormat } from "./types.ts";

const MIME_LABELS: Readonly<Record<string, string>> = {
  "text/csv": "CSV",
  "application/csv": "CSV",
  "text/comma-separated-values": "CSV",
  "text/tab-separated-values": "TSV",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.oasis.opendocument.spreadsheet": "ODS",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/msword": "DOC",
  "application/vnd.oasis.opendocument.text": "ODT",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PPTX",
  "application/vnd.ms-powerpoint": "PPT",
  "application/pdf": "PDF",
  "application/json": "JSON",
  "text/json": "JSON",
  "application/geo+json": "GEOJSON",
  "application/vnd.geo+json": "GEOJSON",
  "application/xml": "XML",
  "text/xml": "XML",
  "application/rdf+xml": "RDF",
  "application/zip": "ZIP",
  "application/x-zip-compressed": "ZIP",
  "application/gzip": "GZ",
  "text/plain": "TXT",
  "text/html": "HTML",
  "application/vnd.google-earth.kml+xml": "KML",
  "image/png": "PNG",
  "image/jpeg": "JPG",
};

/** Names that mean the same badge. */
const ALIASES: Readonly<Record<string, string>> = {
  JPEG: "JPG",
  HTM: "HTML",
  TIF: "TIFF",
  "REST API": "API",
  REST: "API",
  "WEB API": "API",
  "API LINK": "API",
  "GEO JSON": "GEOJSON",
  "GEO+JSON": "GEOJSON",
};

/** Extensions of pages that serve something else: the file name says nothing about the format. */
const PAGE_EXTENSIONS = new Set(["PHP", "ASP", "ASPX", "JSP", "CGI", "DO", "ACTION"]);

function fromMime(mime: string): string {
  const bare = mime.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = MIME_LABELS[bare];
  if (known) return known;
  const subtype = (bare.split("/")[1] ?? "").replace(/^(x-|vnd\.)/, "");
  const suffix = subtype.includes("+") ? (subtype.split("+").pop() ?? "") : subtype;
  return /^[a-z0-9]{1,10}$/.test(suffix) ? suffix.toUpperCase() : "";
}

function fromText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (/^[a-z]+\/[\w.+-]+/i.test(trimmed)) return fromMime(trimmed);
  const label = trimmed.replace(/^\.+/, "").replace(/\s+/g, " ").toUpperCase();
  return ALIASES[label] ?? label;
}

function extensionOf(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "";
  const lastSegment = withoutQuery.split("/").pop() ?? "";
  const m = /\.([a-z0-9]{1,7})$/i.exec(lastSegment);
  if (!m?.[1]) return "";
  const label = fromText(m[1]);
  return PAGE_EXTENSIONS.has(label) ? "" : label;
}

/** Eve media objects carry their own content type and file name. */
function fromHint(hint: unknown): string {
  if (isNonEmptyString(hint)) return extensionOf(hint.trim());
  if (!isRecord(hint)) return "";
  if (isNonEmptyString(hint.content_type)) {
    const label = fromMime(hint.content_type);
    if (label !== "" && label !== "OCTET-STREAM") return label;
  }
  for (const key of ["name", "filename", "file"]) {
    const value = hint[key];
    if (isNonEmptyString(value)) {
      const label = extensionOf(value);
      if (label !== "") return label;
    }
  }
  return "";
}

/**
 * A badge label ("CSV", "XLSX", "API") from whatever the portal wrote: a name, an extension or a
 * MIME type. When the portal wrote nothing, the file's (then the url's) extension stands in.
 */
export function parseFormat(
  raw: unknown,
  hints: { url?: unknown; file?: unknown } = {},
): PortalFormat {
  const written = typeof raw === "string" ? fromText(raw) : "";
  const label =
    written !== "" && written !== "OCTET-STREAM"
      ? written
      : fromHint(hints.file) || fromHint(hints.url) || written;
  return { raw, label };
}
