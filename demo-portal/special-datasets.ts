import type { ApiKind, ObjectKind } from "./catalog-types.ts";
import type { Topic } from "./catalog-vocabulary.ts";
import { DEMO_SLUGS, HEALTH_SLUGS, NATIONAL_SLUGS } from "./demo-slugs.ts";
import { ZAGREB_BUDGET_HTML } from "./descriptions.ts";

export interface SpecialDataset {
  readonly slug: string;
  readonly name: string;
  readonly organization: string;
  readonly topic: Topic;
  readonly apiKind: ApiKind | null;
  readonly updatedDaysAgo: number;
  readonly objectKinds?: readonly ObjectKind[];
  readonly description?: string;
  readonly rawFileNames?: boolean;
}

const ALL_KINDS: readonly ObjectKind[] = [
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "csv",
  "json",
  "xml",
  "zip",
  "txt",
  "link",
  "api",
];

/** The datasets behind DEMO_SLUGS; they head the catalog in this order. */
export const SPECIAL_DATASETS: readonly SpecialDataset[] = [
  {
    slug: DEMO_SLUGS.table,
    name: "Linije javnog gradskog prevoza Grada Novog Sada",
    organization: "Grad Novi Sad",
    topic: "transport",
    apiKind: "table",
    updatedDaysAgo: 2,
    objectKinds: ["csv", "pdf", "api"],
  },
  {
    slug: DEMO_SLUGS.nested,
    name: "Budžet Grada Novog Sada za 2024. godinu",
    organization: "Grad Novi Sad",
    topic: "budget",
    apiKind: "nested",
    updatedDaysAgo: 12,
    objectKinds: ["xlsx", "pdf", "api"],
  },
  {
    slug: DEMO_SLUGS.geojson,
    name: "Zelene površine i parkovi Grada Zagreba",
    organization: "Grad Zagreb",
    topic: "air",
    apiKind: "geojson",
    updatedDaysAgo: 40,
    objectKinds: ["json", "zip", "api"],
  },
  {
    slug: DEMO_SLUGS.large,
    name: "Registar adresa i prostornih jedinica Srbije",
    organization: "Kancelarija za informacione tehnologije i elektronsku upravu",
    topic: "population",
    apiKind: "large",
    updatedDaysAgo: 3,
    objectKinds: ["zip", "csv", "api"],
  },
  {
    slug: DEMO_SLUGS.protected,
    name: "Javne nabavke — registar ugovora (zaštićeni API)",
    organization: "Ministarstvo državne uprave i lokalne samouprave",
    topic: "procurement",
    apiKind: "protected",
    updatedDaysAgo: 90,
    objectKinds: ["pdf", "api"],
  },
  {
    slug: DEMO_SLUGS.csv,
    name: "Transport public București",
    organization: "Primăria Municipiului București",
    topic: "transport",
    apiKind: "csv",
    updatedDaysAgo: 5,
    objectKinds: ["csv", "api"],
  },
  {
    slug: DEMO_SLUGS.xml,
    name: "Közbeszerzések — Budapest 2024",
    organization: "Budapest Főváros Önkormányzata",
    topic: "procurement",
    apiKind: "xml",
    updatedDaysAgo: 200,
    objectKinds: ["xml", "api"],
  },
  {
    slug: DEMO_SLUGS.slow,
    name: "Saobraćajne nezgode u Nišu — podaci uživo",
    organization: "Grad Niš",
    topic: "accidents",
    apiKind: "slow",
    updatedDaysAgo: 1,
    objectKinds: ["api", "pdf"],
  },
  {
    slug: DEMO_SLUGS.errorBody,
    name: "Dolasci i noćenja turista u Splitu 2024",
    organization: "Grad Split",
    topic: "tourism",
    apiKind: "errorBody",
    updatedDaysAgo: 25,
    objectKinds: ["xls", "api"],
  },
  {
    slug: DEMO_SLUGS.empty,
    name: "Consumul de energie electrică al clădirilor publice Cluj-Napoca",
    organization: "Primăria Cluj-Napoca",
    topic: "energy",
    apiKind: "empty",
    updatedDaysAgo: 400,
    objectKinds: ["csv", "api"],
  },
  {
    slug: DEMO_SLUGS.noApi,
    name: "Spisak osnovnih i srednjih škola Grada Niša",
    organization: "Grad Niš",
    topic: "schools",
    apiKind: null,
    updatedDaysAgo: 60,
    objectKinds: ["csv", "pdf", "link"],
  },
  {
    slug: DEMO_SLUGS.diacritics,
    name: "Čistoća — odvoz otpada, Grad Zagreb 2024 (čišćenje ulica, žute kante, đubre)",
    organization: "Grad Zagreb",
    topic: "waste",
    apiKind: "table",
    updatedDaysAgo: 4,
    objectKinds: ["csv", "pdf", "api"],
    description:
      "Raspored odvoza otpada po četvrtima.\r\nUčestalost: tjedno (miješani), dvotjedno (papir, plastika).\r\nŠifre: ŽK = žuta kanta, PK = plava kanta, đ = đubre.",
    rawFileNames: true,
  },
  {
    slug: DEMO_SLUGS.cyrillic,
    name: "Буџет града Београда за 2024. годину",
    organization: "Град Београд",
    topic: "budget",
    apiKind: "table",
    updatedDaysAgo: 8,
    objectKinds: ["pdf", "xlsx", "csv", "api"],
  },
  {
    slug: DEMO_SLUGS.htmlDescription,
    name: "Budžet Grada Zagreba 2024",
    organization: "Grad Zagreb",
    topic: "budget",
    apiKind: null,
    updatedDaysAgo: 150,
    objectKinds: ["pdf", "xlsx", "link"],
    description: ZAGREB_BUDGET_HTML,
  },
  {
    slug: DEMO_SLUGS.manyObjects,
    name: "Prostorni plan Grada Splita — prilozi",
    organization: "Grad Split",
    topic: "permits",
    apiKind: "nested",
    updatedDaysAgo: 20,
    objectKinds: ALL_KINDS,
  },
];

/**
 * The national demo portal's own well-known datasets. The first shares its slug with a city
 * dataset on purpose: two portals may use one slug for two different datasets.
 */
export const NATIONAL_SPECIAL_DATASETS: readonly SpecialDataset[] = [
  {
    slug: DEMO_SLUGS.nested,
    name: "Transferi iz budžeta Republike Srbije lokalnim samoupravama 2024",
    organization: "Ministarstvo državne uprave i lokalne samouprave",
    topic: "budget",
    apiKind: "table",
    updatedDaysAgo: 5,
    objectKinds: ["xlsx", "csv", "pdf", "api"],
  },
  {
    slug: NATIONAL_SLUGS.census,
    name: "Попис становништва 2022 — становништво по општинама",
    organization: "Републички завод за статистику",
    topic: "population",
    apiKind: "table",
    updatedDaysAgo: 30,
    objectKinds: ["csv", "xlsx", "json", "api"],
  },
];

/**
 * The journalist's workbench datasets, added later: the catalog builds them with their own random
 * streams, so every dataset generated after the specials stays what it was.
 */
export const WORKBENCH_DATASETS: readonly SpecialDataset[] = [
  {
    slug: DEMO_SLUGS.workbench,
    name: "Izvršenje budžeta po kvartalima — Grad Novi Sad 2024",
    organization: "Grad Novi Sad",
    topic: "budget",
    apiKind: "table",
    updatedDaysAgo: 6,
    objectKinds: ["xlsx", "xls", "ods", "docx", "doc", "csv", "api"],
  },
  {
    slug: DEMO_SLUGS.brokenFiles,
    name: "Oštećene tabele iz arhive Grada Niša",
    organization: "Grad Niš",
    topic: "budget",
    apiKind: null,
    updatedDaysAgo: 700,
    objectKinds: ["xlsx", "xls", "doc"],
  },
  {
    slug: DEMO_SLUGS.officeSuite,
    name: "Budžet i izveštaj kako ih piše LibreOffice — Grad Novi Sad",
    organization: "Grad Novi Sad",
    topic: "budget",
    apiKind: null,
    updatedDaysAgo: 3,
    objectKinds: ["xls", "doc", "xlsx", "ods", "docx"],
  },
  {
    slug: DEMO_SLUGS.bigSheet,
    name: "Isplate iz budžeta Grada Novog Sada 2024",
    organization: "Grad Novi Sad",
    topic: "budget",
    apiKind: null,
    updatedDaysAgo: 30,
    objectKinds: ["xlsx"],
  },
  {
    slug: DEMO_SLUGS.bigTable,
    name: "Merenja kvaliteta vazduha — 100.000 očitavanja",
    organization: "Grad Novi Sad",
    topic: "air",
    apiKind: "rows100k",
    updatedDaysAgo: 1,
    objectKinds: ["api"],
  },
];

/**
 * What the health page needs to show every case, added with their own random streams like the
 * workbench's: stale datasets with no description, files of every star, a dataset with no files,
 * and broken links (a 404, a 500 and a file whose host never answers).
 */
export const HEALTH_DATASETS: readonly SpecialDataset[] = [
  {
    slug: HEALTH_SLUGS.brokenLinks,
    name: "Arhiva priloga Gradskog veća Novog Sada",
    organization: "Grad Novi Sad",
    topic: "budget",
    apiKind: null,
    updatedDaysAgo: 900,
    description: "",
    objectKinds: ["csv", "missing", "failing", "hanging", "png", "geojson", "ods", "doc"],
  },
  {
    slug: HEALTH_SLUGS.noFiles,
    name: "Planovi detaljne regulacije Grada Niša",
    organization: "Grad Niš",
    topic: "transport",
    apiKind: null,
    updatedDaysAgo: 1500,
    description: "<p>&nbsp;</p>",
    objectKinds: [],
  },
];

/** The national portal's: a stale register with no description, a picture and a missing file. */
export const NATIONAL_HEALTH_DATASETS: readonly SpecialDataset[] = [
  {
    slug: HEALTH_SLUGS.nationalArchive,
    name: "Регистар установа културе — архива",
    organization: "Републички завод за статистику",
    topic: "culture",
    apiKind: null,
    updatedDaysAgo: 1200,
    description: "",
    objectKinds: ["xls", "missing", "png", "geojson", "pdf"],
  },
];
