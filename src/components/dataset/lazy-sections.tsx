import { lazy } from "react";

/**
 * The parts of the dataset page below the table (download all, citation) and the preview shell
 * are their own chunks, so the app's first load does not pay for them. The route's loader calls
 * `preloadDatasetSections()` so they are usually in by the time the page renders.
 */
const loadDownloadAll = () => import("./download-all.tsx");
const loadCiteDataset = () => import("./cite-dataset.tsx");
const loadPreviewPanel = () => import("../preview/preview-panel.tsx");

export const DownloadAll = lazy(() => loadDownloadAll().then((m) => ({ default: m.DownloadAll })));
export const CiteDataset = lazy(() => loadCiteDataset().then((m) => ({ default: m.CiteDataset })));
export const PreviewPanel = lazy(() =>
  loadPreviewPanel().then((m) => ({ default: m.PreviewPanel })),
);

export function preloadDatasetSections(): void {
  for (const load of [loadDownloadAll, loadCiteDataset, loadPreviewPanel]) {
    load().catch(() => undefined);
  }
}
