import { isRecord } from "../src/lib/is-record.ts";
import { eveError, jsonResponse, methodNotAllowed } from "./responses.ts";

/**
 * Test-only changes to a demo portal's datasets, so a test can change a dataset on the portal
 * itself (a new name, a file gone, a new size or date, the dataset withdrawn) and the explorer's
 * conditional requests see what a real portal would send: a new ETag and Last-Modified, a 200,
 * then 304s, or a 404. Served only when the portal is started with DEMO_EDITS=1 (the Playwright
 * server does); otherwise its path is like any unknown one.
 *
 * Edits belong to a session named by the X-Demo-Edits request header, and only requests carrying
 * that header see them: tests running side by side against one server (and the explorer's
 * requests in each test's browser, which send the header) never see each other's changes.
 *
 *   POST   /api/demo/edits  {"slug": "...", "detail": {...}}  the dataset's page becomes `detail`
 *   POST   /api/demo/edits  {"slug": "...", "gone": true}     the dataset's page answers 404
 *   DELETE /api/demo/edits                                    the session's edits are forgotten
 *
 * A dataset's own page is what changes; the catalog's list stays as generated.
 */
export const EDITS_PATH = "/api/demo/edits";
export const EDITS_HEADER = "X-Demo-Edits";
const ALLOW = "POST, DELETE";
/** Sessions kept at most; the oldest goes first (a test that never said DELETE). */
const MAX_SESSIONS = 200;

export type Edit =
  | { readonly kind: "detail"; readonly detail: Record<string, unknown>; readonly at: number }
  | { readonly kind: "gone"; readonly at: number };

interface Session {
  readonly edits: Map<string, Edit>;
  /** Grows with every edit: cached answers of an earlier version are never served again. */
  version: number;
}

export interface DemoEdits {
  /** The answer to a request for the edits' own path, or null for any other path. */
  handle(request: Request, url: URL): Promise<Response> | null;
  /** The edit this request sees of a dataset's page, if its session made one. */
  editOf(request: Request, slug: string): Edit | null;
  /** What a kept answer is filed under: a session's edited pages apart from the generated ones. */
  cacheKey(request: Request, url: URL, slug: string | null): string;
}

export function editsFromEnv(): boolean {
  return typeof process !== "undefined" && process.env.DEMO_EDITS === "1";
}

async function readEdit(request: Request): Promise<{ slug: string; edit: Edit } | string> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return "The body must be JSON.";
  }
  if (!isRecord(body) || typeof body.slug !== "string" || body.slug === "") {
    return 'The body must be {"slug": "...", "detail": {...}} or {"slug": "...", "gone": true}.';
  }
  const at = Date.now();
  if (body.gone === true) return { slug: body.slug, edit: { kind: "gone", at } };
  if (!isRecord(body.detail)) return '"detail" must be the dataset\'s page, an object.';
  return { slug: body.slug, edit: { kind: "detail", detail: body.detail, at } };
}

export function createDemoEdits(): DemoEdits {
  const sessions = new Map<string, Session>();
  const sessionOf = (request: Request) => request.headers.get(EDITS_HEADER) ?? "";

  const change = async (request: Request, name: string): Promise<Response> => {
    const read = await readEdit(request);
    if (typeof read === "string") return eveError(400, read);
    let session = sessions.get(name);
    if (!session) {
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value ?? "");
      session = { edits: new Map(), version: 0 };
      sessions.set(name, session);
    }
    session.edits.set(read.slug, read.edit);
    session.version += 1;
    return jsonResponse({ slug: read.slug, kind: read.edit.kind, session: name }, 200, {
      "Cache-Control": "no-store",
    });
  };

  return {
    handle(request, url) {
      if (url.pathname !== EDITS_PATH) return null;
      const method = request.method.toUpperCase();
      const name = sessionOf(request);
      if (method !== "POST" && method !== "DELETE") {
        return Promise.resolve(methodNotAllowed(method, url.pathname, ALLOW));
      }
      if (name === "") {
        return Promise.resolve(eveError(400, `Name the session in the ${EDITS_HEADER} header.`));
      }
      if (method === "DELETE") {
        sessions.delete(name);
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return change(request, name);
    },
    editOf(request, slug) {
      return sessions.get(sessionOf(request))?.edits.get(slug) ?? null;
    },
    cacheKey(request, url, slug) {
      const plain = `${url.pathname}${url.search}`;
      const name = sessionOf(request);
      const session = sessions.get(name);
      if (slug === null || !session?.edits.has(slug)) return plain;
      return `${plain}\u0000${name}@${session.version}`;
    },
  };
}
