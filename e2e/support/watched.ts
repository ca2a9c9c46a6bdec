import { expect, type Page } from "@playwright/test";

export interface WatchedSeed {
  readonly portal: string;
  readonly slug: string;
  /** What the reader saw: by default a name of its own and no files, so the check finds changes. */
  readonly name?: string;
  readonly files?: readonly { name: string; size: number | null }[];
}

/** An exported list of watched datasets, as the explorer writes it. */
function watchedFile(seeds: readonly WatchedSeed[]): string {
  return JSON.stringify({
    format: "open-data-explorer/watched-datasets",
    version: 1,
    exportedAt: new Date(0).toISOString(),
    datasets: seeds.map((seed, i) => ({
      portal: seed.portal,
      slug: seed.slug,
      watchedAt: i,
      seenAt: i,
      seen: {
        name: seed.name ?? `Stari naziv ${i}`,
        description: "",
        files: (seed.files ?? []).map((file) => ({
          name: file.name,
          url: `https://files.example/${encodeURIComponent(file.name)}`,
          format: "CSV",
          size: file.size,
          date: null,
        })),
      },
    })),
  });
}

/** Imports `seeds` on the Watched datasets page (in English), and waits until they are kept. */
export async function importWatched(page: Page, seeds: readonly WatchedSeed[]): Promise<void> {
  await page.goto("/watched");
  await page.getByLabel("Import watched datasets (JSON file)").setInputFiles({
    name: "watched.json",
    mimeType: "application/json",
    buffer: Buffer.from(watchedFile(seeds)),
  });
  await expect(
    page.getByRole("link", { name: `Watched datasets (${seeds.length})` }),
  ).toBeVisible();
}

/** A dataset with a long unbroken name that is gone, and one whose files changed: every case. */
export const EVERY_CASE: readonly WatchedSeed[] = [
  {
    portal: "novi-sad",
    slug: "prostorni-plan-grada-splita",
    files: [
      { name: "Šifrarnik 2026", size: 1 },
      {
        name: "izvestaj-o-izvrsenju-budzeta-grada-novog-sada-za-2025-godinu-konacna-verzija.xlsx",
        size: 2,
      },
    ],
  },
  {
    portal: "novi-sad",
    slug: "registar-koji-je-povucen-sa-portala",
    name: "Registar-svih-javnih-nabavki-grada-Novog-Sada-za-period-od-2010-do-2026-godine-sa-prilozima",
  },
  { portal: "srbija", slug: "popis-stanovnistva-2022-opstine" },
];
