/**
 * Where the portal is. The browser always talks to `apiBase` on its own origin: the dev and preview
 * servers proxy it to the real deployment (or the demo portal), so CORS never gets in the way.
 * `portalOrigin` is only for turning portal-relative links (`/uploads/a.pdf`) into real addresses.
 */

export const apiBase = "/api";

function envString(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function resolvePortalOrigin(): string {
  const fromEnv = envString(import.meta.env.VITE_PORTAL_ORIGIN);
  if (fromEnv !== "") return fromEnv.replace(/\/+$/, "");
  if (
    typeof window !== "undefined" &&
    window.location?.origin &&
    window.location.origin !== "null"
  ) {
    return window.location.origin;
  }
  return "http://localhost";
}

/**
 * The path prefix of the real deployment's API (e.g. "/data/api" for https://host/data/api), so
 * absolute paging links it sends can be mapped back onto `apiBase`.
 */
function resolvePortalApiPath(): string {
  const fromEnv = envString(import.meta.env.VITE_PORTAL_API_URL);
  if (fromEnv === "") return apiBase;
  try {
    return new URL(fromEnv).pathname.replace(/\/+$/, "") || apiBase;
  } catch {
    return apiBase;
  }
}

export const portalOrigin: string = resolvePortalOrigin();
export const portalApiPath: string = resolvePortalApiPath();
