import { type CatalogProfile, generateCatalog } from "./catalog.ts";
import { createDemoEdits, editsFromEnv } from "./edits.ts";
import { withHttpCaching } from "./http-caching.ts";
import { createListRoute, type ListPaging } from "./list-route.ts";
import { createProxyRoute } from "./proxy-route.ts";
import { echoRequest, REQUEST_ECHO_PATH } from "./request-echo.ts";
import { eveError, jsonResponse, methodNotAllowed } from "./responses.ts";
import { applyScenario, isScenario, type PortalHandler, type Scenario } from "./scenario.ts";
import { serveUpload } from "./uploads-route.ts";

export { DEMO_SLUGS } from "./demo-slugs.ts";
export type { PortalHandler, Scenario } from "./scenario.ts";

export interface DemoPortalOptions {
  /** Number of datasets; defaults to $DEMO_DATASETS, then 600. The well-known datasets always exist. */
  datasets?: number;
  /** Defaults to $DEMO_SCENARIO, then "normal". */
  scenario?: Scenario;
  /** The city portal (default) or the national one, with other publishers and datasets. */
  profile?: CatalogProfile;
  /** A bare array unless a page is asked for (default), or Eve's pages always. */
  paging?: ListPaging;
  seed?: number;
  /** How long the slow upstream takes (ms); a `?delay=` on the proxy call overrides it. Default 8000. */
  slowDelayMs?: number;
  /** Milliseconds dates count back from; defaults to today 00:00 UTC. */
  referenceTime?: number;
  /** Test-only changes to its datasets (edits.ts); defaults to $DEMO_EDITS=1. Never in production. */
  edits?: boolean;
}

const GET_ONLY = "GET, HEAD, OPTIONS";
const POST_ONLY = "POST, OPTIONS";
const DEFAULT_DATASETS = 600;

function readEnv(name: string): string | undefined {
  return typeof process === "undefined" ? undefined : process.env[name];
}

export function datasetsFromEnv(): number | undefined {
  const value = Number(readEnv("DEMO_DATASETS"));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function scenarioFromEnv(): Scenario | undefined {
  const value = readEnv("DEMO_SCENARIO");
  return isScenario(value) ? value : undefined;
}

function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location } });
}

function root(lastModified: string): Response {
  return jsonResponse(
    {
      name: "Open data portal read API (demo)",
      endpoints: [
        { method: "GET", path: "/api/resources/", description: "list of dataset summaries" },
        {
          method: "GET",
          path: "/api/resource/{slug}",
          description: "dataset detail with its objects",
        },
        {
          method: "POST",
          path: "/api/proxy",
          description: "data of a dataset's attached API",
          body: { action: "fetch", type: "api", value: "{slug}" },
        },
        {
          method: "any",
          path: REQUEST_ECHO_PATH,
          description: "what this request carried when it reached the portal",
        },
      ],
      _links: { child: [{ href: "resources", title: "resources" }] },
    },
    200,
    { "Last-Modified": lastModified },
  );
}

function decodeSlug(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The embedded demo portal as a fetch-style handler: mounted by the Vite dev and preview servers,
 * by the standalone server, and by MSW in tests. One instance holds one generated catalog.
 */
export function createDemoPortal(options: DemoPortalOptions = {}): PortalHandler {
  const catalog = generateCatalog({
    datasets: options.datasets ?? datasetsFromEnv() ?? DEFAULT_DATASETS,
    seed: options.seed,
    referenceTime: options.referenceTime,
    profile: options.profile,
  });
  const list = createListRoute(catalog, options.paging);
  const edits = (options.edits ?? editsFromEnv()) ? createDemoEdits() : null;
  const proxy = createProxyRoute(catalog, { slowDelayMs: options.slowDelayMs ?? 8000 });

  const route = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const { pathname } = url;
    const method = request.method.toUpperCase();
    const isProxy = pathname === "/api/proxy" || pathname === "/api/proxy/";
    const allow = isProxy ? POST_ONLY : GET_ONLY;
    const editing = edits?.handle(request, url);
    if (editing) return editing;
    if (method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
    if (isProxy) {
      return method === "POST" ? proxy(request, url) : methodNotAllowed(method, pathname, allow);
    }
    if (method !== "GET" && method !== "HEAD") return methodNotAllowed(method, pathname, allow);

    if (pathname === "/api") return redirect(`/api/${url.search}`);
    if (pathname === "/api/") return root(new Date(catalog.referenceTime).toUTCString());
    if (pathname === "/api/resources") return redirect(`/api/resources/${url.search}`);
    if (pathname === "/api/resources/") return list(url);
    const detail = /^\/api\/resource\/([^/]+)\/?$/.exec(pathname);
    if (detail?.[1] !== undefined) {
      const slug = decodeSlug(detail[1]);
      if (slug === null) return eveError(400, `Malformed percent-encoding in ${pathname}`);
      const entry = catalog.find(slug);
      const edit = edits?.editOf(request, slug) ?? null;
      if (!entry || edit?.kind === "gone") return eveError(404, `No dataset with slug "${slug}"`);
      if (edit) {
        return jsonResponse(edit.detail, 200, { "Last-Modified": new Date(edit.at).toUTCString() });
      }
      return jsonResponse(catalog.detail(entry), 200, {
        "Last-Modified": new Date(entry.updatedAt).toUTCString(),
      });
    }
    if (pathname.startsWith("/uploads/")) return serveUpload(catalog, pathname, request.signal);
    return eveError(404, `The requested URL ${pathname} was not found on this server`);
  };

  // Validators, 304s and compression, as a good host does. Wrapped here, inside the scenario, so the
  // hostile portal's own answers (cut-off bodies, wrong lengths) still go out as broken as written.
  const served = withHttpCaching(route, {
    keyOf: (request, url) => {
      const plain = `${url.pathname}${url.search}`;
      if (!edits) return plain;
      const detail = /^\/api\/resource\/([^/]+)\/?$/.exec(url.pathname)?.[1];
      return edits.cacheKey(request, url, detail === undefined ? null : decodeSlug(detail));
    },
  });
  const normal: PortalHandler = async (request) => {
    const echo = new URL(request.url).pathname === REQUEST_ECHO_PATH;
    const response = echo ? await echoRequest(request) : await served(request);
    // Browsers on another origin (the standalone server behind a benchmark) may call it too.
    response.headers.set("Access-Control-Allow-Origin", "*");
    response.headers.set("Access-Control-Expose-Headers", "ETag");
    if (request.method.toUpperCase() !== "HEAD") return response;
    return new Response(null, { status: response.status, headers: response.headers });
  };

  return applyScenario(options.scenario ?? scenarioFromEnv() ?? "normal", { catalog, normal });
}
