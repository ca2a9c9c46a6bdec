import type { City } from "./catalog-vocabulary.ts";
import type { Random } from "./random.ts";

const PLACES = [
  "Bulevar oslobođenja",
  "Ulica Đure Đakovića",
  "Trg bana Jelačića",
  "Šetalište Čika Ljube",
  "Žitni trg",
  "Кнеза Михаила",
  "Булевар краља Александра",
  "Strada Ștefan cel Mare",
  "Piața Unirii",
  "Calea Victoriei",
  "Szőlő utca",
  "Erzsébet körút",
  "Fő tér",
  "Ferhadija",
  "Obala Kulina bana",
];

const NOTES = [
  "Radovi u toku",
  "Privremeno zatvoreno",
  "Проверено на терену",
  "În curs de verificare",
  "Ellenőrzés alatt",
  "Podatak procijenjen",
];

const DISTRICTS = ["Centar", "Novo naselje", "Ђерам", "Sector 3", "Újbuda", "Trešnjevka", "Liman"];

export type RecordValue = string | number | boolean | null | { [key: string]: number | string };

export type FlatRecord = Record<string, RecordValue>;

/**
 * One row of the tabular answers: numbers, ISO dates, diacritics, booleans, nulls, and one
 * small nested object, the mix a table view has to cope with.
 */
export function makeRecord(random: Random, city: City, id: number, baseTime: number): FlatRecord {
  const date = new Date(
    baseTime - random.int(0, 3 * 365) * 86_400_000 - random.int(0, 86_399) * 1000,
  );
  return {
    id,
    naziv: `${random.pick(PLACES)} ${random.int(1, 180)}`,
    opština: random.pick(DISTRICTS),
    grad: city.name,
    datum: date.toISOString(),
    iznos: Math.round(random.next() * 5_000_000) / 100,
    količina: random.int(0, 12_000),
    aktivan: random.chance(0.8),
    napomena: random.chance(0.6) ? null : random.pick(NOTES),
    lokacija: {
      lat: Number((city.lat + (random.next() - 0.5) * 0.1).toFixed(6)),
      lon: Number((city.lon + (random.next() - 0.5) * 0.1).toFixed(6)),
    },
  };
}

export function makeRecords(
  random: Random,
  city: City,
  count: number,
  baseTime: number,
): FlatRecord[] {
  return Array.from({ length: count }, (_, index) => makeRecord(random, city, index + 1, baseTime));
}

/** The flat columns of a record, for CSV and XML renderings where nesting has no place. */
export const FLAT_COLUMNS = [
  "id",
  "naziv",
  "opština",
  "grad",
  "datum",
  "iznos",
  "količina",
  "aktivan",
  "napomena",
] as const;

export function flatCell(record: FlatRecord, column: string): string | number | boolean | null {
  const value = record[column];
  return value === undefined || (typeof value === "object" && value !== null) ? null : value;
}
