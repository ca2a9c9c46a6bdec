import type { Organization, Topic } from "./catalog-vocabulary.ts";

/** What the proxy answers for a dataset's attached API. */
export type ApiKind =
  | "table"
  | "nested"
  | "geojson"
  | "large"
  | "protected"
  | "csv"
  | "xml"
  | "slow"
  | "errorBody"
  | "empty"
  | "rows100k";

export type FileKind =
  | "pdf"
  | "doc"
  | "docx"
  | "xls"
  | "xlsx"
  | "ods"
  | "csv"
  | "json"
  | "xml"
  | "zip"
  | "txt"
  | "png"
  | "geojson";

/**
 * Files whose link is broken, for the health page's link check: named like any file, but the
 * portal answers 404 ("missing"), 500 ("failing"), or nothing until the client gives up ("hanging").
 */
export type BrokenKind = "missing" | "failing" | "hanging";

/** "link" is an object with no file, only a page on the publisher's site. */
export type ObjectKind = FileKind | BrokenKind | "link" | "api";

/** A declared size as portals write it: bytes, numeric strings, human strings, or nothing. */
export type DeclaredSize = number | string | null;

export interface DatasetSummary {
  _id: string;
  _etag: string;
  ownerName: string;
  categoryName: string;
  name: string;
  slug: string;
  description: string;
  _updated: string;
  _created: string;
}

export interface PortalObject {
  name: string;
  slug: string;
  description: string | null;
  url: string | null;
  file: string | null;
  format: string | null;
  size: DeclaredSize;
  _updated: string;
  _created: string;
}

export interface DatasetDetail {
  _id: string;
  _etag: string;
  name: string;
  slug: string;
  description: string;
  _updated: string;
  _created: string;
  objects: PortalObject[];
}

export interface CatalogEntry {
  readonly summary: DatasetSummary;
  readonly seed: number;
  readonly organization: Organization;
  readonly topic: Topic;
  readonly year: number;
  readonly apiKind: ApiKind | null;
  /** Set for the well-known demo datasets whose objects are chosen, not drawn. */
  readonly objectKinds: readonly ObjectKind[] | null;
  /** File names keep spaces and diacritics, as some portals store uploads. */
  readonly rawFileNames: boolean;
  /** Milliseconds, kept for object dates. */
  readonly createdAt: number;
  readonly updatedAt: number;
}
