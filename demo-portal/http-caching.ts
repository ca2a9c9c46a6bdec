import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type FetchHandler = (request: Request) => Promise<Response>;

export type ContentCoding = "br" | "gzip";

export interface HttpCachingOptions {
  /** Bytes of answers kept (identity and compressed together); the newest is always kept. */
  readonly maxCacheBytes?: number;
  /** Bodies smaller than this go uncompressed: the framing would eat the gain. */
  readonly minCompressBytes?: number;
  /**
   * What a GET answer is kept under: by default its path and query, as an answer depends on its
   * URL alone. A handler whose answer also depends on something else says so here.
   */
  readonly keyOf?: (request: Request, url: URL) => string;
}

const DEFAULT_MAX_CACHE_BYTES = 256 * 1024 * 1024;
const DEFAULT_MIN_COMPRESS_BYTES = 1024;
/** Above this, hashing yields to the event loop between slices so other requests keep moving. */
const HASH_SLICE_BYTES = 4 * 1024 * 1024;
/**
 * Brotli's middle quality, as servers compress what they generate: with its best, a portal read in
 * thousands of pages was held up by its own compression.
 */
const BROTLI_QUALITY = 5;
const PRECOMPRESS_BYTES = 1024 * 1024;

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/([\w.+-]*\+)?(json|xml|csv|javascript|ecmascript)\b|image\/svg\+xml)/i;
/** Headers a 304 repeats (RFC 9110 15.4.5), beside the validators and Vary. */
const NOT_MODIFIED_HEADERS = ["cache-control", "content-location", "expires"];
const TAG_SUFFIX: Record<ContentCoding, string> = { br: "-br", gzip: "-gz" };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop (zlib's thread pool). */
async function compressBody(
  bytes: Uint8Array,
  coding: ContentCoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const compressed =
    coding === "gzip"
      ? await gzipAsync(bytes, { level: 6 })
      : await brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
  // A copy the size of the compressed form: a web body needs its own ArrayBuffer, not Node's pool.
  return new Uint8Array(compressed);
}

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split("=").map((part) => part.trim());
    if (name?.toLowerCase() === "q") {
      const q = Number(value);
      return Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
    }
  }
  return 1;
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): the highest quality of br
 * and gzip, br on a tie, `*` standing for either when not named; null for identity.
 */
export function chooseContentCoding(acceptEncoding: string | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  const qualities = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [coding, ...parameters] = item.split(";");
    const name = coding?.trim().toLowerCase();
    if (name) qualities.set(name, qualityOf(parameters));
  }
  const any = qualities.get("*") ?? 0;
  const br = qualities.get("br") ?? any;
  const gz = qualities.get("gzip") ?? qualities.get("x-gzip") ?? any;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? "br" : "gzip";
}

function isCompressible(headers: Headers): boolean {
  return (
    !headers.has("content-encoding") && COMPRESSIBLE_TYPE.test(headers.get("content-type") ?? "")
  );
}

function addVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

/** The opaque tags of an If-None-Match list, weak prefixes dropped (weak comparison). */
function requestedTags(ifNoneMatch: string): string[] {
  return (ifNoneMatch.match(/(W\/)?"[^"]*"|\*/g) ?? []).map((tag) => tag.replace(/^W\//, ""));
}

async function hashBody(bytes: Uint8Array): Promise<string> {
  const hash = createHash("sha256");
  for (let from = 0; from < bytes.length; from += HASH_SLICE_BYTES) {
    if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    hash.update(bytes.subarray(from, from + HASH_SLICE_BYTES));
  }
  return hash.digest("base64url").slice(0, 27);
}

/** One answer as first computed: its bytes, validators and compressed forms, made once each. */
interface Entity {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly hash: string;
  readonly lastModified: number | null;
  readonly compressible: boolean;
  readonly encoded: Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>;
  size: number;
  evicted: boolean;
}

function entityTag(entity: Entity, coding: ContentCoding | null): string {
  return `"${entity.hash}${coding === null ? "" : TAG_SUFFIX[coding]}"`;
}

function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("content-encoding") &&
    !response.headers.has("set-cookie") &&
    !/\b(no-store|private)\b/i.test(cacheControl)
  );
}

async function toEntity(response: Response): Promise<Entity> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const lastModified = Date.parse(headers.get("last-modified") ?? "");
  return {
    status: response.status,
    headers,
    bytes,
    hash: await hashBody(bytes),
    lastModified: Number.isNaN(lastModified) ? null : lastModified,
    compressible: isCompressible(headers),
    encoded: new Map(),
    size: bytes.length,
    evicted: false,
  };
}

/** RFC 9110 13.1.2 and 13.1.3: If-None-Match wins; If-Modified-Since only without it. */
function isNotModified(entity: Entity, request: Request): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const tags = requestedTags(ifNoneMatch);
    if (tags.includes("*")) return true;
    const own = [null, "br", "gzip"].map((coding) =>
      entityTag(entity, coding as ContentCoding | null),
    );
    return tags.some((tag) => own.includes(tag));
  }
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  if (Number.isNaN(since) || entity.lastModified === null) return false;
  return Math.floor(entity.lastModified / 1000) <= Math.floor(since / 1000);
}

/**
 * Makes a fetch-style handler answer as a good host does: every 200 GET carries a strong ETag (a
 * hash of the body) beside the Last-Modified the handler set, a matching If-None-Match (or, without
 * one, If-Modified-Since) gets 304 with no body, and text goes out brotli- or gzip-compressed when
 * Accept-Encoding asks, with Vary: Accept-Encoding. Each compressed form gets a tag of its own, as
 * it is another representation.
 *
 * A GET answer is taken to depend on its URL alone (the demo catalog is generated once), so it is
 * computed, hashed and compressed once and kept (least recently used first out past
 * maxCacheBytes): the 11.5 MB list of 10,000 datasets is never re-hashed or re-compressed per
 * request. Other answers (POST, errors, no-store) are never kept and carry no ETag, but are
 * compressed too.
 */
export function withHttpCaching(handler: FetchHandler, options: HttpCachingOptions = {}) {
  const maxCacheBytes = options.maxCacheBytes ?? DEFAULT_MAX_CACHE_BYTES;
  const minCompressBytes = options.minCompressBytes ?? DEFAULT_MIN_COMPRESS_BYTES;
  const keyOf = options.keyOf ?? ((_request: Request, url: URL) => `${url.pathname}${url.search}`);
  const entities = new Map<string, Promise<Entity | Response>>();
  let cachedBytes = 0;

  const codingFor = (compressible: boolean, size: number, request: Request) =>
    compressible && size >= minCompressBytes
      ? chooseContentCoding(request.headers.get("accept-encoding"))
      : null;

  const evictBeyondBudget = (keep: string) => {
    for (const [key, pending] of entities) {
      if (cachedBytes <= maxCacheBytes) return;
      if (key === keep) continue;
      entities.delete(key);
      void pending.then((value) => {
        if (value instanceof Response) return;
        value.evicted = true;
        cachedBytes -= value.size;
      });
    }
  };

  const encodedBody = (entity: Entity, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> => {
    let pending = entity.encoded.get(coding);
    if (pending === undefined) {
      pending = compressBody(entity.bytes, coding);
      entity.encoded.set(coding, pending);
      void pending.then((body) => {
        if (entity.evicted) return;
        entity.size += body.length;
        cachedBytes += body.length;
      });
    }
    return pending;
  };

  const answer = async (entity: Entity, request: Request): Promise<Response> => {
    const coding = codingFor(entity.compressible, entity.bytes.length, request);
    const headers = new Headers(entity.headers);
    headers.set("ETag", entityTag(entity, coding));
    if (entity.compressible && entity.bytes.length >= minCompressBytes) addVary(headers);
    if (isNotModified(entity, request)) {
      const kept = new Headers();
      for (const [name, value] of headers) {
        if (["etag", "last-modified", "vary", ...NOT_MODIFIED_HEADERS].includes(name))
          kept.set(name, value);
      }
      return new Response(null, { status: 304, headers: kept });
    }
    const body = coding === null ? entity.bytes : await encodedBody(entity, coding);
    if (coding !== null) headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(body.length));
    return new Response(body, { status: entity.status, headers });
  };

  /** Answers that are not kept: compressed when worth it, otherwise passed on untouched. */
  const passOn = async (response: Response, request: Request): Promise<Response> => {
    if (response.body === null || !isCompressible(response.headers)) return response;
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared < minCompressBytes) return response;
    const coding = chooseContentCoding(request.headers.get("accept-encoding"));
    if (coding === null) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    addVary(headers);
    const compress = bytes.length >= minCompressBytes;
    const body = compress ? await compressBody(bytes, coding) : bytes;
    if (compress) headers.set("Content-Encoding", coding);
    headers.set("Content-Length", String(body.length));
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };

  return async (request: Request): Promise<Response> => {
    const method = request.method.toUpperCase();
    if (method !== "GET" && method !== "HEAD") return passOn(await handler(request), request);
    const key = keyOf(request, new URL(request.url));
    let pending = entities.get(key);
    if (pending === undefined) {
      pending = handler(request).then<Entity | Response>((response) =>
        isCacheable(response) ? toEntity(response) : response,
      );
      entities.set(key, pending);
      const settled = await pending.catch((error: unknown) => {
        entities.delete(key);
        throw error;
      });
      // Only whole answers are kept: an error or a redirect is asked for again next time.
      if (settled instanceof Response) {
        entities.delete(key);
        return passOn(settled, request);
      }
      cachedBytes += settled.size;
      evictBeyondBudget(key);
      // Big text is compressed both ways at once, in the background, as a host precompresses.
      if (settled.compressible && settled.bytes.length >= PRECOMPRESS_BYTES) {
        void encodedBody(settled, "br");
        void encodedBody(settled, "gzip");
      }
    } else {
      entities.delete(key);
      entities.set(key, pending);
    }
    const settled = await pending;
    if (settled instanceof Response) return handler(request).then((r) => passOn(r, request));
    return answer(settled, request);
  };
}
