import type { I18n } from "@lingui/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type DataRouter, RouterProvider } from "react-router-dom";
import { LanguageProvider } from "../i18n/language.tsx";
import type { Portals } from "../portals/portals.ts";
import { PortalsProvider } from "../portals/portals-context.tsx";
import type { ReleaseWatch } from "./release.ts";
import { ReleaseProvider } from "./release-context.tsx";

interface AppProps {
  /** The portals the host configured, read at start and handed down as a value. */
  portals: Portals;
  /** The cache, already holding what the last visit kept. */
  queryClient: QueryClient;
  /**
   * The router of createRoutes(queryClient, portals), made before the first render so its
   * loaders ask for the first page's data while the language and styles still load.
   */
  router: DataRouter;
  /** The reader's language, already loaded; switching it re-renders in place. */
  i18n: I18n;
  /** Whether a newer release is out, and the way onto it. */
  releases: ReleaseWatch;
}

export function App({ portals, queryClient, router, i18n, releases }: AppProps) {
  return (
    <LanguageProvider i18n={i18n}>
      <PortalsProvider portals={portals}>
        <QueryClientProvider client={queryClient}>
          <ReleaseProvider watch={releases}>
            <RouterProvider router={router} />
          </ReleaseProvider>
        </QueryClientProvider>
      </PortalsProvider>
    </LanguageProvider>
  );
}
