import { PORTALS_PATH, type PortalConfig, proxyRoot } from "../src/api/portals-config.ts";
import { dataPreloads, nginxPreloadMap } from "./data-preload.ts";
import {
  DROPPED_REQUEST_HEADERS,
  methodRefusedMessage,
  PROXY_BODY_LIMIT_BYTES,
  PROXY_CALL_METHODS,
  type ProxiedPortal,
  proxiedPortals,
  READ_METHODS,
  TOO_LARGE_MESSAGE,
} from "./portal-proxy.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

export interface NginxOptions {
  /** The folder `npm run build` wrote (dist/), as nginx will see it. */
  readonly root: string;
  /** What nginx listens on: a port, or an address and port ("127.0.0.1:8080"). */
  readonly listen: string;
  readonly portals: readonly PortalConfig[];
  /** Where Debian's ngx_brotli (libnginx-mod-http-brotli-filter) is loaded: brotli too. */
  readonly brotli?: boolean;
}

/** What nginx compresses: the app's text and every JSON, CSV or XML answer a portal sends. */
const COMPRESSED_TYPES = [
  "text/plain",
  "text/css",
  "text/csv",
  "text/xml",
  "application/javascript",
  "application/json",
  "application/geo+json",
  "application/xml",
  "application/manifest+json",
  "image/svg+xml",
].join(" ");

const IMMUTABLE = "public, max-age=31536000, immutable";

function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

function securityHeaders(indent: string): string {
  return Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
    .join("\n");
}

/** Files read on every start: a new release or an edited portals file shows at once. */
const NO_CACHE = ["/index.html", PORTALS_PATH, "/manifest.webmanifest", "/sw.js", "/registerSW.js"];

function escapeRegex(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * What the proxy lets through, as portal-proxy.ts decides it: a request is refused unless it reads
 * (GET, HEAD) or posts to a portal's API proxy; a refusal's Allow names what that path takes. The
 * POST is matched on \$request_uri, the path as sent, with case-sensitive regular expressions (a
 * map's string keys ignore case, and \$uri is decoded and normalised): the middleware compares the
 * same bytes.
 */
function methodMaps(portals: readonly ProxiedPortal[]): string {
  if (portals.length === 0) return "";
  const callPaths = portals.map((portal) =>
    escapeRegex(`${proxyRoot(portal.id)}${portal.proxyCallPath}`),
  );
  const ids = portals.map((portal) => escapeRegex(portal.id)).join("|");
  const reads = READ_METHODS.join("|");
  return `
# The same-origin proxy passes what the explorer needs and no more: reads anywhere under a portal,
# POST to its API's proxy alone; anything else is 405 with an Allow header (server/portal-proxy.ts).
map "$request_method $request_uri" $explorer_proxy_refused {
  default 1;
  "~^(${reads}) " 0;
${callPaths.map((path) => `  ${quoted(`~^POST ${path}(\\?|$)`)} 0;`).join("\n")}
}
map "$status $request_uri" $explorer_allow {
  default $explorer_allow_read;
${callPaths.map((path) => `  ${quoted(`~^405 ${path}(\\?|$)`)} ${quoted(PROXY_CALL_METHODS.join(", "))};`).join("\n")}
}
map "$status $uri" $explorer_allow_read {
  default "";
  "~^405 /portals/(${ids})/" ${quoted(READ_METHODS.join(", "))};
}
`;
}

/** A refusal's body, the middleware's JSON word for word; nginx puts in the method and Allow. */
function refusalLocation(name: string, status: number, message: string): string {
  return `
  location ${name} {
    types { }
    default_type application/json;
    charset_types application/json;
    return ${status} ${quoted(JSON.stringify({ _status: "ERR", _error: { code: status, message } }))};
  }`;
}

/** A portal on another host, proxied under /portals/<id>/ exactly as the dev server does. */
function portalLocation(portal: ProxiedPortal, index: number): string {
  const { upstream } = portal;
  const prefix = `${proxyRoot(portal.id)}/`;
  const https = upstream.protocol === "https:";
  const refused = `@explorer_refused_${index}`;
  return `
  # ${portal.name.replace(/[\r\n]/g, " ")}: ${portal.api}
  location ${prefix} {
    proxy_pass ${upstream.origin}/;
    # GET and HEAD only, and POST to the API's proxy (the maps above); the same as the dev server.
    if ($explorer_proxy_refused) {
      return 405;
    }
    error_page 405 ${refused};
    error_page 413 @explorer_too_large;
    proxy_set_header Host ${upstream.host};
${DROPPED_REQUEST_HEADERS.map((name) => `    proxy_set_header ${name} "";`).join("\n")}${https ? `\n    proxy_ssl_server_name on;\n    proxy_ssl_name ${upstream.hostname};` : ""}
    # Redirects on the portal stay under its prefix; cookies a portal sets are not the app's.
    proxy_redirect ${upstream.origin}/ ${prefix};
    proxy_redirect / ${prefix};
    proxy_hide_header Set-Cookie;
    proxy_connect_timeout 10s;
    proxy_send_timeout 30s;
    # The explorer gives up on 20 s of silence (30 s for an API's proxy answer); nginx waits longer.
    proxy_read_timeout 60s;
  }${refusalLocation(refused, 405, methodRefusedMessage("$request_method", portal.id, "$explorer_allow"))}`;
}

/**
 * The nginx `server` block a host includes in its `http` block: the built app with its SPA
 * fallback, /portals.json, the same-origin proxy of every portal, compression, caching rules and
 * the security headers of server/security-headers.ts.
 */
export function nginxServerBlock(options: NginxOptions): string {
  const proxied = proxiedPortals(options.portals);
  const limitKB = PROXY_BODY_LIMIT_BYTES / 1024;
  const local = options.portals.filter((portal) => portal.api.startsWith("/"));
  const noCache = NO_CACHE.map((path) => escapeRegex(path.slice(1))).join("|");
  return `# Generated by \`npm run deploy:nginx\` from server/nginx-config.ts, server/security-headers.ts
# and the portals file: edit those and generate again rather than editing this file.
# Include it in nginx's http block.

# Cache-Control by path, set once for the whole server: a location that added a header of its own
# would drop the security headers below (nginx does not merge add_header across levels). Hashed
# assets never change; the page, the portals file, the manifest and the service worker are asked
# again every time; portals' own answers keep their own headers (an empty value adds nothing).
map $uri $explorer_cache_control {
  default "";
  ~^/assets/ "${IMMUTABLE}";
  ~^/(${noCache})$ "no-cache";
}

# A first visit's page comes with its data preloaded (server/data-preload.ts): the list or the
# dataset starts downloading with the HTML. Not for a browser that kept data (it asks conditionally).
${nginxPreloadMap(dataPreloads(options.portals), "$explorer_data_preload")}
${methodMaps(proxied)}
server {
  listen ${options.listen};
  server_name _;
  root ${options.root};
  index index.html;
  charset utf-8;
  server_tokens off;

  # Proxy calls carry a tiny JSON body; nothing else is sent to this host (413 past it).
  client_max_body_size ${limitKB}k;

  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_proxied any;
  gzip_types ${COMPRESSED_TYPES};
${options.brotli ? `\n  brotli on;\n  brotli_comp_level 5;\n  brotli_types ${COMPRESSED_TYPES};\n` : ""}
${securityHeaders("  ")}
  add_header Cache-Control $explorer_cache_control always;
  add_header Link $explorer_data_preload always;${proxied.length > 0 ? "\n  add_header Allow $explorer_allow always;" : ""}

  location /assets/ {
    try_files $uri =404;
  }
${proxied.map(portalLocation).join("\n")}${proxied.length > 0 ? refusalLocation("@explorer_too_large", 413, TOO_LARGE_MESSAGE) : ""}
${local.map((portal) => `\n  # ${portal.id}: ${portal.api} is served by this host itself; nothing to proxy.`).join("")}
  # The app routes in the browser: every other path that is not a file is index.html.
  location / {
    try_files $uri /index.html;
  }
}
`;
}

export interface StandaloneOptions extends NginxOptions {
  /** A writable folder for nginx's pid and temporary files. */
  readonly prefix: string;
  /**
   * The user nginx's workers run as when it is started as root (nginx's default, nobody, cannot
   * read a private temporary folder); omitted otherwise, where nginx would only warn about it.
   */
  readonly user?: string;
  /** More `server` blocks beside the explorer's, for a trial of another set-up. */
  readonly moreServers?: string;
}

/** A whole nginx.conf around the server block, for running nginx as a test or a trial. */
export function nginxStandaloneConfig(options: StandaloneOptions): string {
  const { prefix } = options;
  return `# A standalone nginx around the explorer's server block (tests and trials).
${options.user ? `user ${options.user};\n` : ""}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
# Errors go to whoever started it; warnings (large answers buffered to disk) would be noise.
error_log stderr error;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/manifest+json webmanifest; }
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${nginxServerBlock(options)}${options.moreServers ?? ""}
}
`;
}
