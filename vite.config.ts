import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { demoPortalPlugin } from "./demo-portal/vite-plugin.ts";

/**
 * PORTAL_URL=https://host/api points the dev and preview servers at a real deployment: `/api` is
 * proxied there so the browser stays same-origin and CORS never blocks the explorer. Without it the
 * embedded demo portal answers `/api` itself.
 */
const portalUrl = process.env.PORTAL_URL ? new URL(process.env.PORTAL_URL) : null;

function portalProxy(target: URL): Record<string, ProxyOptions> {
  const prefix = target.pathname.replace(/\/+$/, "");
  return {
    "/api": {
      target: target.origin,
      changeOrigin: true,
      secure: true,
      rewrite: (path) => prefix + path.replace(/^\/api/, ""),
    },
  };
}

/**
 * Security headers for the built app (`vite preview`; production hosts send the same, see README).
 * Nothing inline and no eval: the build has no inline script, and React sets `style` through the
 * CSSOM, which CSP does not govern, so style-src needs no 'unsafe-inline'. connect-src also allows
 * https: because file previews read files wherever the portal keeps them; the API itself is always
 * same-origin. blob: is for the PDF preview (<object>) and generated downloads.
 */
function contentSecurityPolicy(portalOrigin: string | null): string {
  const connect = ["'self'", ...(portalOrigin ? [portalOrigin] : []), "https:"];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https: http:",
    `connect-src ${connect.join(" ")}`,
    "frame-src 'self' blob:",
    "object-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const securityHeaders = {
  "Content-Security-Policy": contentSecurityPolicy(portalUrl?.origin ?? null),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

export default defineConfig({
  plugins: [react(), ...(portalUrl ? [] : [demoPortalPlugin()])],
  define: {
    "import.meta.env.VITE_PORTAL_ORIGIN": JSON.stringify(portalUrl?.origin ?? ""),
    "import.meta.env.VITE_PORTAL_API_URL": JSON.stringify(portalUrl?.href ?? ""),
  },
  server: { port: 5173, strictPort: false, proxy: portalUrl ? portalProxy(portalUrl) : undefined },
  preview: {
    port: 4173,
    strictPort: false,
    proxy: portalUrl ? portalProxy(portalUrl) : undefined,
    headers: securityHeaders,
  },
  // BUILD_OUT_DIR lets parallel test runs build and preview side by side without sharing dist/.
  build: {
    target: "es2022",
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? "dist",
    // The polyfill is only for browsers without modulepreload; off, nothing can ever be inlined.
    modulePreload: { polyfill: false },
  },
});
