import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { explorerServerPlugin } from "./server/explorer-plugin.ts";
import { SECURITY_HEADERS } from "./server/security-headers.ts";

export default defineConfig({
  // The portals are chosen when a server starts (PORTALS_FILE, PORTAL_URL or the demo), never
  // when the app is built: one build serves any portals.
  plugins: [react(), explorerServerPlugin()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false, headers: { ...SECURITY_HEADERS } },
  // BUILD_OUT_DIR lets parallel test runs build and preview side by side without sharing dist/.
  build: {
    target: "es2022",
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? "dist",
    // The polyfill is only for browsers without modulepreload; off, nothing can ever be inlined.
    modulePreload: { polyfill: false },
  },
});
