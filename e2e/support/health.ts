import type { Page } from "@playwright/test";

const link = (file: string, problem: string, status: number | null) => ({
  portal: "novi-sad",
  slug: "arhiva-priloga-gradskog-veca-novi-sad",
  dataset: "Arhiva priloga Gradskog veća Novog Sada",
  file,
  href: `http://127.0.0.1/uploads/arhiva/${file}`,
  fetchUrl: `/uploads/arhiva/${file}`,
  problem,
  status,
});

/**
 * What a reading of every dataset and a link check would have kept, with every case the page
 * words (each problem, each reason a link was not checked, a dataset with no files), so a walk
 * of the page reads every sentence without waiting for a check.
 */
export const KEPT_HEALTH = {
  shape: 3,
  files: {
    at: Date.UTC(2026, 10, 20, 9, 30),
    health: {
      datasets: 3,
      files: 6,
      apis: 1,
      noFiles: [{ portal: "novi-sad", slug: "planovi-detaljne-regulacije-nis", name: "Planovi" }],
      noSize: 1,
      noFormat: 1,
      formats: [
        { format: "CSV", files: 2, stars: 3 },
        { format: "XLSX", files: 1, stars: 2 },
        { format: "PDF", files: 1, stars: 1 },
        { format: "ZIP", files: 1, stars: null },
        { format: "", files: 1, stars: null },
      ],
      stars: [2, 1, 1, 2, 0],
      organizations: [{ key: "Grad Novi Sad", files: 6, machineReadable: 3 }],
    },
    formats: [["novi-sad", "arhiva-priloga-gradskog-veca-novi-sad", ["CSV", "XLSX", "PDF"]]],
    // Stopped part way, so the page says how many datasets the figures count.
    of: 5,
    complete: false,
  },
  links: {
    at: Date.UTC(2026, 10, 20, 9, 45),
    total: 9,
    checked: 6,
    ok: 3,
    broken: [
      link("a.csv", "status", 404),
      link("b.xlsx", "timeout", null),
      link("c.pdf", "no-answer", null),
    ],
    skipped: [
      { reason: "unreadable-host", host: "data.example.org", count: 1 },
      { reason: "silent-host", host: "spora.example.org", count: 1 },
      { reason: "no-link", host: "", count: 1 },
    ],
    complete: false,
  },
};

/** Keeps `value` as the health page's record for `scope`, as the page itself would. */
export async function keepHealth(page: Page, scope: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([key, record]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("open-data-explorer-health");
        open.onupgradeneeded = () => open.result.createObjectStore("reports");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("reports", "readwrite");
          tx.objectStore("reports").put(record, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [scope, value] as const,
  );
}
