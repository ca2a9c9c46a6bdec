import { queryOptions } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { whenIdle } from "../lib/when-idle.ts";

/**
 * The files' formats the health page kept on an earlier visit, handed to the catalog engine once
 * the catalog has shown its first answer, so its Files filters know them (health/held-formats.ts
 * asks the catalog's answers again when it held any). Its code and the read of IndexedDB are a
 * chunk of their own: a first visit's catalog never waits for them. They start at the next idle
 * moment: asked for as the first answer mounts, their chunks' preloads went in before the first
 * rows' frame.
 */
export const keptFormatsQuery = (scope: readonly Portal[], acrossPortals: boolean) =>
  queryOptions({
    queryKey: [
      acrossPortals ? "all" : (scope[0]?.id ?? ""),
      "kept-formats",
      scope.map((portal) => portal.id).join(" "),
    ] as const,
    queryFn: async ({ client }) => {
      await new Promise<void>((resolve) => whenIdle(resolve));
      return (await import("./health/held-formats.ts")).holdKeptFormats(
        client,
        scope,
        acrossPortals,
      );
    },
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: "always",
    retry: false,
  });
