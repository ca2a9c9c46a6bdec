import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { explorerServerPlugin } from "./server/explorer-plugin.ts";

/**
 * Security headers for the built app (`vite preview`; production hosts send the same, see README).
 * Nothing inline and no eval: the build has no inline script, and React sets `style` through the
 * CSSOM, which CSP does not govern, so style-src needs no 'unsafe-inline'. connect-src also allows
 * https: because file previews read files wherever the portal keeps them; every portal's API is
 * reached same-origin, through the proxy. blob: is for the PDF preview (<object>) and downloads.
 */
function contentSecurityPolicy(): string {
  const connect = ["'self'", "https:"];
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
  "Content-Security-Policy": contentSecurityPolicy(),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

export default defineConfig({
  // The portals are chosen when a server starts (PORTALS_FILE, PORTAL_URL or the demo), never
  // when the app is built: one build serves any portals.
  plugins: [react(), explorerServerPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false, headers: securityHeaders },
  // BUILD_OUT_DIR lets parallel test runs build and preview side by side without sharing dist/.
  build: {
    target: "es2022",
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? "dist",
    // The polyfill is only for browsers without modulepreload; off, nothing can ever be inlined.
    modulePreload: { polyfill: false },
  },
});
