/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** The release name vite.config.ts stamps into the build. */
  readonly EXPLORER_RELEASE?: string;
}
