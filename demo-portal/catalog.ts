import type { ApiKind, CatalogEntry, DatasetDetail, DatasetSummary } from "./catalog-types.ts";
import {
  CATEGORY_OF_TOPIC,
  ORGANIZATIONS,
  type Organization,
  TITLES,
  TOPICS,
} from "./catalog-vocabulary.ts";
import { daysAgo, defaultReferenceTime, EPOCH_ZERO, toRfc1123 } from "./dates.ts";
import { generateDescription } from "./descriptions.ts";
import { buildObjects } from "./objects.ts";
import { createRandom, deriveSeed, hexFrom, type Random } from "./random.ts";
import {
  HEALTH_DATASETS,
  NATIONAL_HEALTH_DATASETS,
  NATIONAL_SPECIAL_DATASETS,
  SPECIAL_DATASETS,
  type SpecialDataset,
  WORKBENCH_DATASETS,
} from "./special-datasets.ts";
import { slugify } from "./text.ts";

/**
 * What kind of portal the catalog is of. "city" (the default) publishes for every organization of
 * the vocabulary and holds the well-known DEMO_SLUGS; "national" is a second portal with other
 * publishers and other datasets, one of which shares a slug with the city portal's.
 */
export type CatalogProfile = "city" | "national";

export interface CatalogOptions {
  datasets?: number;
  profile?: CatalogProfile;
  seed?: number;
  /** Milliseconds that dates count back from; defaults to today 00:00 UTC. */
  referenceTime?: number;
}

export interface Catalog {
  readonly seed: number;
  readonly referenceTime: number;
  readonly entries: readonly CatalogEntry[];
  find(slug: string): CatalogEntry | undefined;
  detail(entry: CatalogEntry): DatasetDetail;
}

const DEFAULT_SEED = 20240917;
const NATIONAL_SEED = 20250311;

/** The national portal's publishers: ministries, statistics offices, agencies. */
const NATIONAL_ORGANIZATIONS = ORGANIZATIONS.filter((organization) =>
  /ministar|minister|завод|zavod|institut|hivatal|agencija|agency|kancelarija/i.test(
    organization.name,
  ),
);
const YEARS = 6;

/** Weighted so tables dominate, as they do on real portals; large and slow stay special-only. */
const API_KINDS: readonly ApiKind[] = [
  ...Array<ApiKind>(8).fill("table"),
  ...Array<ApiKind>(3).fill("nested"),
  ...Array<ApiKind>(3).fill("geojson"),
  "csv",
  "csv",
  "xml",
  "protected",
  "protected",
  "errorBody",
  "empty",
];

export function generateCatalog(options: CatalogOptions = {}): Catalog {
  const national = options.profile === "national";
  const seed = options.seed ?? (national ? NATIONAL_SEED : DEFAULT_SEED);
  const referenceTime = options.referenceTime ?? defaultReferenceTime();
  const specials = national ? NATIONAL_SPECIAL_DATASETS : SPECIAL_DATASETS;
  // The workbench datasets are the city portal's: the national one has its own specials. Both
  // have the health page's cases; these come after the specials, so the generated ones stay.
  const workbench = national
    ? NATIONAL_HEALTH_DATASETS
    : [...WORKBENCH_DATASETS, ...HEALTH_DATASETS];
  const organizations = national ? NATIONAL_ORGANIZATIONS : ORGANIZATIONS;
  const total = Math.max(options.datasets ?? 600, specials.length + workbench.length);
  const random = createRandom(seed);
  const entries: CatalogEntry[] = [];
  const bySlug = new Map<string, CatalogEntry>();
  const add = (entry: CatalogEntry) => {
    entries.push(entry);
    bySlug.set(entry.summary.slug, entry);
  };

  for (const special of specials) add(specialEntry(special, random, referenceTime));
  const firstGenerated = entries.length;
  for (const special of workbench) {
    add(specialEntry(special, createRandom(deriveSeed(seed, special.slug)), referenceTime));
  }
  for (let index = firstGenerated; entries.length < total; index++) {
    const entry = generatedEntry(index, random, referenceTime, organizations);
    let slug = entry.summary.slug;
    while (bySlug.has(slug)) slug = `${slug}-x`;
    add(slug === entry.summary.slug ? entry : { ...entry, summary: { ...entry.summary, slug } });
  }

  const details = new Map<string, DatasetDetail>();
  return {
    seed,
    referenceTime,
    entries,
    find: (slug) => bySlug.get(slug),
    detail: (entry) => {
      const cached = details.get(entry.summary.slug);
      if (cached) return cached;
      const { ownerName: _owner, categoryName: _category, ...rest } = entry.summary;
      const detail: DatasetDetail = { ...rest, objects: buildObjects(entry) };
      details.set(entry.summary.slug, detail);
      return detail;
    },
  };
}

function organizationNamed(name: string): Organization {
  const found = ORGANIZATIONS.find((organization) => organization.name === name);
  if (!found) throw new Error(`Unknown organization ${name}`);
  return found;
}

function eveIds(random: Random): { _id: string; _etag: string } {
  return { _id: hexFrom(random, 24), _etag: hexFrom(random, 40) };
}

function specialEntry(special: SpecialDataset, random: Random, reference: number): CatalogEntry {
  const organization = organizationNamed(special.organization);
  const entrySeed = deriveSeed(special.slug);
  const updatedAt = daysAgo(reference, special.updatedDaysAgo + random.next() * 0.9);
  const createdAt = daysAgo(reference, special.updatedDaysAgo + 200 + random.next() * 900);
  const year = new Date(reference).getUTCFullYear();
  const description =
    special.description ??
    generateDescription(createRandom(entrySeed), {
      name: special.name,
      organization: organization.name,
      language: organization.language,
      year: year - 3,
      slugForLinks: special.slug,
    });
  const summary: DatasetSummary = {
    ...eveIds(random),
    ownerName: organization.name,
    categoryName: CATEGORY_OF_TOPIC[special.topic],
    name: special.name,
    slug: special.slug,
    description,
    _updated: toRfc1123(updatedAt),
    _created: toRfc1123(createdAt),
  };
  return {
    summary,
    seed: entrySeed,
    organization,
    topic: special.topic,
    year,
    apiKind: special.apiKind,
    objectKinds: special.objectKinds ?? null,
    rawFileNames: special.rawFileNames ?? false,
    createdAt,
    updatedAt,
  };
}

/** Titles repeat across thousands of datasets; slugifying each once keeps 10,000 well under a second. */
const titleSlugs = new Map<string, string>();

function slugOfTitle(title: string): string {
  let slug = titleSlugs.get(title);
  if (slug === undefined) {
    slug = slugify(title);
    titleSlugs.set(title, slug);
  }
  return slug;
}

function generatedEntry(
  index: number,
  random: Random,
  reference: number,
  organizations: readonly Organization[],
): CatalogEntry {
  const organization = random.pick(organizations);
  const topic = random.pick(TOPICS);
  const referenceYear = new Date(reference).getUTCFullYear();
  const year = referenceYear - random.int(0, YEARS);
  const name = TITLES[organization.language][topic]
    .replace("{p}", organization.place)
    .replace("{y}", String(year));
  const slug = `${slugOfTitle(name)}-${index + 1}`;
  const dates = generateDates(random, reference);
  const apiKind = random.chance(0.22) ? random.pick(API_KINDS) : null;
  const entrySeed = deriveSeed(slug, random.int(0, 0xffffff));
  const description = generateDescription(random, {
    name,
    organization: organization.name,
    language: organization.language,
    year,
    slugForLinks: slug,
  });
  const summary: DatasetSummary = {
    ...eveIds(random),
    ownerName: organization.name,
    categoryName: CATEGORY_OF_TOPIC[topic],
    name,
    slug,
    description,
    _updated: dates.updated,
    _created: dates.created,
  };
  return {
    summary,
    seed: entrySeed,
    organization,
    topic,
    year,
    apiKind,
    objectKinds: null,
    rawFileNames: false,
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
  };
}

interface GeneratedDates {
  created: string;
  updated: string;
  createdAt: number;
  updatedAt: number;
}

/** Mostly ordered dates over six years, with the oddities Eve data really has (see API-REALITY). */
function generateDates(random: Random, reference: number): GeneratedDates {
  const drawnCreatedAt = daysAgo(reference, random.next() * YEARS * 365);
  const roll = random.next();
  let updatedAt: number;
  if (roll < 0.08) updatedAt = daysAgo(reference, random.next() * 6.9);
  else updatedAt = drawnCreatedAt + (reference - drawnCreatedAt) * random.next() ** 2;
  updatedAt = Math.floor(updatedAt / 1000) * 1000;
  const createdAt = Math.min(drawnCreatedAt, updatedAt);
  if (roll > 0.99) {
    return { created: toRfc1123(createdAt), updated: EPOCH_ZERO, createdAt, updatedAt: createdAt };
  }
  if (roll > 0.97) {
    const earlier = daysAgo(createdAt, random.int(1, 400));
    return {
      created: toRfc1123(createdAt),
      updated: toRfc1123(earlier),
      createdAt,
      updatedAt: earlier,
    };
  }
  return { created: toRfc1123(createdAt), updated: toRfc1123(updatedAt), createdAt, updatedAt };
}
