import { execFileSync } from "node:child_process";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { explorerI18n, linguiMacros } from "./i18n/vite-plugins.ts";
import { bootChunk } from "./server/boot-chunk.ts";
import { explorerServerPlugin } from "./server/explorer-plugin.ts";
import { inlineHead } from "./server/inline-head.ts";
import { SECURITY_HEADERS } from "./server/security-headers.ts";

/**
 * Offline: a Workbox service worker precaches the hashed build (scripts, styles, fonts, icons, and
 * index.html as the fallback page), never portal data; the lead's IndexedDB cache keeps that.
 * Navigations and /portals.json go to the network first and fall back to what was kept after 3 s
 * of silence or with no network, so the app starts offline and is never stale online. The app
 * registers the worker itself after the first render (src/app/service-worker.ts): no inline
 * script, and nothing added to the initial JavaScript. Off in `npm start`.
 */
const offlineShell = VitePWA({
  injectRegister: null,
  // A new release waits until the reader says Reload (src/app/service-worker.ts): an open tab
  // keeps the release it started with, whole, instead of mixing two.
  registerType: "prompt",
  devOptions: { enabled: false },
  includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
  manifest: {
    name: "Open data explorer",
    short_name: "Data explorer",
    description: "Find, check and download the datasets of an open data portal.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1f5f8b",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,woff,woff2,svg,png,ico,webmanifest}"],
    // The .xls and .doc readers (SheetJS, cfb) are most of the build's bytes and serve only files
    // fetched from the network, which offline cannot bring anyway: fetched when such a file comes.
    globIgnores: ["**/assets/xlsx-*.js", "**/assets/cfb-*.js"],
    // Precached index.html answers navigations only when the network does not (below).
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // Workbox copies this function's source into sw.js: it can use nothing from this file.
        // Portal paths (/api, /uploads, /portals) are portals' own, never the app shell.
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && !/^\/(api|uploads|portals)(\/|$)/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 20 },
          matchOptions: { ignoreVary: true },
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname === "/portals.json",
        handler: "NetworkFirst",
        options: {
          cacheName: "portals",
          networkTimeoutSeconds: 3,
          // The server's CORS answers Vary: Origin; the preload (crossorigin) and a plain fetch
          // differ there, yet it is one file.
          matchOptions: { ignoreVary: true },
        },
      },
    ],
  },
});

/**
 * The small modules the pages share (number formats, error texts, the list's progress line,
 * recently viewed) go in one chunk instead of several of 1-2 KB. Over HTTP/1.1 each chunk holds
 * one of six connections for at least a round trip: on a phone link (Lighthouse's slow 4G) seven
 * such chunks delayed the catalog's own code, the last thing before its first row, by about
 * 200 ms. Only these modules: what they import is in the boot chunk already (server/boot-chunk.ts).
 */
const PAGES_SHARED =
  /src[\\/](i18n[\\/](format|use-format)|lib[\\/](recently-viewed|readable-error)|routes[\\/]list-progress|components[\\/](error-alert|error-text|use-copy-status))\.tsx?$/;

/**
 * The release a build is: EXPLORER_RELEASE, or the commit it is built from. Shown in the footer;
 * being in the entry, it changes the name of every chunk that imports the entry, as a release does.
 */
function releaseName(): string {
  if (process.env.EXPLORER_RELEASE) return process.env.EXPLORER_RELEASE;
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "dev";
  }
}

const boot = bootChunk();

export default defineConfig({
  define: { "import.meta.env.EXPLORER_RELEASE": JSON.stringify(releaseName()) },
  // The portals are chosen when a server starts (PORTALS_FILE, PORTAL_URL or the demo), never
  // when the app is built: one build serves any portals.
  plugins: [
    ...explorerI18n(import.meta.dirname),
    react(),
    explorerServerPlugin(),
    inlineHead(),
    offlineShell,
    boot.plugin,
  ],
  // Workers are bundled on their own: their error messages are Lingui descriptors too. As ES
  // modules (every worker is started with type "module") they can split: a reader that only some
  // files need (SheetJS for .xls, cfb for .doc) is its own chunk, fetched when such a file comes.
  worker: { format: "es", plugins: () => [linguiMacros()] },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: false, headers: { ...SECURITY_HEADERS } },
  // BUILD_OUT_DIR lets parallel test runs build and preview side by side without sharing dist/.
  build: {
    target: "es2022",
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? "dist",
    // The polyfill is only for browsers without modulepreload; off, nothing can ever be inlined.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...boot.groups,
            { name: "pages", test: PAGES_SHARED, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
