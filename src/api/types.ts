/**
 * The app's own types for what a portal sends. Raw portal JSON is read only by the normalisers in
 * this folder; everything above `api/` sees these shapes, each normalised value kept beside its raw
 * original so the UI can show "what the portal really said" on demand.
 */

/** A date read from `_updated` / `_created`. `ms` is null when unknown (missing, empty, epoch zero). */
export interface PortalDate {
  readonly raw: unknown;
  readonly ms: number | null;
}

/** A size read from `objects[].size`. `bytes` is null when unknown; 0 is a real, empty file. */
export interface PortalSize {
  readonly raw: unknown;
  readonly bytes: number | null;
}

/** A format read from `objects[].format`: `label` is upper-case ("CSV", "XLSX", "API"), "" if unknown. */
export interface PortalFormat {
  readonly raw: unknown;
  readonly label: string;
}

/**
 * A link read from `objects[].url` or `objects[].file`. `href` is an absolute http(s) URL, or null
 * when the value is missing or not safe to make clickable (javascript:, data:, ...); `text` is what
 * to show when it is not clickable.
 */
export interface PortalLink {
  readonly raw: unknown;
  /** The public address: what a reader copies, cites or hands to curl. */
  readonly href: string | null;
  /**
   * The same address as the browser reaches it: through the explorer's same-origin proxy when the
   * link lies on a proxied portal's host, else `href` itself. Downloads and previews use it.
   */
  readonly localHref: string | null;
  readonly text: string;
  /** A Base64 payload the portal put where a link belongs: its decoded size, never a link. */
  readonly embeddedBytes?: number;
}

export interface DatasetSummary {
  readonly slug: string;
  readonly name: string;
  /** As the portal wrote it: may hold HTML. Render only as text or through the sanitizer. */
  readonly description: string;
  readonly ownerName: string | null;
  readonly categoryName: string | null;
  readonly updated: PortalDate;
  readonly created: PortalDate;
}

/**
 * What a row of results shows of a dataset: its summary without the description (an excerpt
 * stands in) or the creation date. At 100,000 datasets a page of 25 such rows is a third of the
 * bytes of 25 summaries, and the engine sends a dozen pages ahead per key (bench/README.md).
 */
export type ListedDataset = Pick<
  DatasetSummary,
  "slug" | "name" | "ownerName" | "categoryName" | "updated"
>;

export interface DatasetObject {
  /** Unique within its dataset even when the portal repeats slugs: use it as the React key. */
  readonly key: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly url: PortalLink;
  readonly file: PortalLink;
  readonly format: PortalFormat;
  readonly size: PortalSize;
  readonly updated: PortalDate;
  readonly created: PortalDate;
  /** The object is a link to an external API (format API, or a url and no file that looks like one). */
  readonly isApi: boolean;
}

export interface DatasetDetail {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly updated: PortalDate;
  readonly created: PortalDate;
  readonly objects: readonly DatasetObject[];
}

/** The proxy's answer: its shape is undocumented, so it is kept as what came plus what was parsed. */
export interface ProxyAnswer {
  readonly status: number;
  readonly contentType: string;
  /** Size of the body in bytes as received. */
  readonly bytes: number;
  /** Time from request to full body, in milliseconds. */
  readonly elapsedMs: number;
  /** When the body had come, epoch milliseconds: which answer this is, after a refresh. */
  readonly receivedAt: number;
  /** `json` when the body parsed as JSON (a JSON-encoded string is unwrapped once), else `text`. */
  readonly kind: "json" | "text" | "empty";
  readonly json: unknown;
  readonly text: string;
}
