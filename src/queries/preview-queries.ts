import { queryOptions } from "@tanstack/react-query";
import { loadPreview, type PreviewKind } from "./load-preview.ts";

/**
 * A file's preview, keyed by its address (and the kind it is read as): reopened while it is
 * cached, it shows at once. Leaving the preview while the file arrives cancels the read (the
 * query's signal); a failure that waiting can fix is retried as every other read is.
 */
export const previewQueries = {
  file: (href: string, kind: PreviewKind) =>
    queryOptions({
      queryKey: ["file-preview", href, kind] as const,
      queryFn: ({ signal }) => loadPreview(href, kind, signal),
      // A preview is a look at the file as it was read: it is read again on Try again, or once
      // it has left the cache, never behind the reader's back (a refetch reads the whole file).
      staleTime: Number.POSITIVE_INFINITY,
      // What a preview holds can be large (a workbook's rows, a PDF): kept a minute after it
      // closes, for the reader who opens it again, not for the whole visit.
      gcTime: 60_000,
    }),
};
