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

export default defineConfig({
  plugins: [react(), ...(portalUrl ? [] : [demoPortalPlugin()])],
  define: {
    "import.meta.env.VITE_PORTAL_ORIGIN": JSON.stringify(portalUrl?.origin ?? ""),
    "import.meta.env.VITE_PORTAL_API_URL": JSON.stringify(portalUrl?.href ?? ""),
  },
  server: { port: 5173, strictPort: false, proxy: portalUrl ? portalProxy(portalUrl) : undefined },
  preview: { port: 4173, strictPort: false, proxy: portalUrl ? portalProxy(portalUrl) : undefined },
  // BUILD_OUT_DIR lets parallel test runs build and preview side by side without sharing dist/.
  build: { target: "es2022", sourcemap: false, outDir: process.env.BUILD_OUT_DIR ?? "dist" },
});
