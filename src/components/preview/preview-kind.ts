import type { DatasetObject } from "../../api/types.ts";
import type { PreviewKind } from "../../queries/load-preview.ts";

export type { PreviewKind };

/** Previews past this size (or of unknown size) ask first: they cost the reader's data plan. */
export const PREVIEW_CONFIRM_BYTES = 10_000_000;

const BY_FORMAT: Record<string, PreviewKind> = {
  CSV: "csv",
  TSV: "tsv",
  JSON: "json",
  GEOJSON: "geojson",
  TXT: "text",
  TEXT: "text",
  MD: "text",
  PNG: "image",
  JPG: "image",
  JPEG: "image",
  GIF: "image",
  WEBP: "image",
  SVG: "image",
  PDF: "pdf",
  XLSX: "sheet",
  XLSM: "sheet",
  XLS: "sheet",
  ODS: "sheet",
  DOCX: "document",
  // Word 97–2003 files are read; an RTF saved as .doc cannot be, and the preview says so.
  DOC: "document",
};

function extension(href: string): string {
  try {
    const match = /\.([a-z0-9]{2,8})$/i.exec(new URL(href).pathname);
    return match?.[1]?.toUpperCase() ?? "";
  } catch {
    return "";
  }
}

/** Only files are previewed (a link is a web page); the extension decides when the format is vague. */
export function previewKind(object: DatasetObject): PreviewKind | null {
  const href = object.file.href;
  if (!href || object.isApi) return null;
  const ext = extension(href);
  if (ext === "GEOJSON") return "geojson";
  return BY_FORMAT[object.format.label] ?? BY_FORMAT[ext] ?? null;
}
