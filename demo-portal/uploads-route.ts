import type { Catalog } from "./catalog.ts";
import type { FileKind } from "./catalog-types.ts";
import { FILE_CONTENT_TYPES, FILE_EPOCH, makeFile } from "./file-makers.ts";
import { eveError } from "./responses.ts";
import { toAscii } from "./text.ts";

function isFileKind(value: string): value is FileKind {
  return Object.hasOwn(FILE_CONTENT_TYPES, value);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Both forms: `filename` for old clients, `filename*` so diacritics and Cyrillic survive. */
function contentDisposition(fileName: string): string {
  const fallback = toAscii(fileName).replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** How long a "hanging" file keeps a client waiting at most, should the client never give up. */
const HANGING_MS = 60_000;

/** Answers nothing until the client goes away (or a minute passes): a host that times out. */
function hang(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve(eveError(504, "The file's host did not answer in time"));
    };
    const timer = setTimeout(done, HANGING_MS);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** Serves `/uploads/<dataset-slug>/<file>`: only files that an object of that dataset names. */
export function serveUpload(
  catalog: Catalog,
  pathname: string,
  signal?: AbortSignal,
): Response | Promise<Response> {
  const segments = pathname.split("/");
  const [, , rawSlug, rawFile, ...rest] = segments;
  const slug = rawSlug === undefined ? null : decodeSegment(rawSlug);
  const fileName = rawFile === undefined ? null : decodeSegment(rawFile);
  const notFound = eveError(404, `No file at ${pathname}`);
  if (slug === null || fileName === null || rest.length > 0 || fileName === "") return notFound;
  const entry = catalog.find(slug);
  if (!entry) return notFound;
  const path = `/uploads/${slug}/${fileName}`;
  const objects = catalog.detail(entry).objects;
  const at = objects.findIndex((object) => object.file === path);
  const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  if (at < 0 || !isFileKind(extension)) return notFound;
  // The health page's broken links: the object names the file, the portal fails to serve it.
  const broken = entry.objectKinds?.[at];
  if (broken === "missing") return notFound;
  if (broken === "failing") return eveError(500, `Reading ${path} failed on the server`);
  if (broken === "hanging") return hang(signal);
  const bytes = makeFile(extension, entry, path);
  return new Response(bytes, {
    status: 200,
    headers: {
      "Content-Type": FILE_CONTENT_TYPES[extension],
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "public, max-age=3600",
      // A file's bytes depend on its path and the seed only, never on the clock.
      "Last-Modified": new Date(FILE_EPOCH).toUTCString(),
    },
  });
}
